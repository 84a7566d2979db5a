import { useId } from 'react';
import { setLanguage, useLanguage } from '@/i18n';
import { isLanguage, offeredLanguages, switchText, type Language } from '@/i18n/language';
import { cx } from './cx';
import styles from './language-switch.module.css';

export interface LanguageSwitchProps {
  /** Also offer Latin or Arabic-Indic digits while Arabic is active (the footer does). */
  withDigits?: boolean;
  /** `inverse` on a navy surface (the footer). */
  tone?: 'default' | 'inverse';
  className?: string;
  /** The languages listed: those readers are offered (with one, the switch draws nothing). */
  options?: readonly Language[];
}

/**
 * English / العربية: a native select labelled in both languages, each name in its own language
 * (`lang`). The choice applies at once, without a reload (what a form holds stays), and is kept
 * on this device, a logout included.
 */
export function LanguageSwitch({ withDigits = false, tone = 'default', className, options = offeredLanguages }: LanguageSwitchProps) {
  const { language, digits } = useLanguage();
  const id = useId();
  if (options.length < 2) return null;
  return (
    <div className={cx(styles.switch, tone === 'inverse' && styles.inverse, className)}>
      <label className="visually-hidden" htmlFor={`${id}-language`}>
        {switchText.label}
      </label>
      <select
        id={`${id}-language`}
        className={styles.select}
        lang={language}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void setLanguage(next);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option} lang={option}>
            {switchText.names[option]}
          </option>
        ))}
      </select>
      {withDigits && language === 'ar' ? (
        <>
          <label className="visually-hidden" htmlFor={`${id}-digits`}>
            {switchText.digitsLabel}
          </label>
          <select
            id={`${id}-digits`}
            className={styles.select}
            value={digits}
            onChange={(event) => void setLanguage(language, event.target.value === 'arab' ? 'arab' : 'latn')}
          >
            <option value="latn" lang="en">
              {switchText.digits.latn}
            </option>
            <option value="arab" lang="ar">
              {switchText.digits.arab}
            </option>
          </select>
        </>
      ) : null}
    </div>
  );
}
