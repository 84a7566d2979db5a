import { useId } from 'react';
import { cx } from '@/components/ui';
import { Icon, type IconName } from './icons';
import styles from './role-picker.module.css';

export interface RoleOption<Value extends string> {
  value: Value;
  title: string;
  description: string;
  icon: IconName;
}

export interface RolePickerProps<Value extends string> {
  /** Id of the element that names the group (the page heading). */
  labelledBy: string;
  options: readonly RoleOption<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  /** Radio group name. Default: a generated one. */
  name?: string;
  className?: string;
}

/**
 * A radio group drawn as cards. Native radios underneath: Tab enters the group, the arrow keys
 * move and select, Space selects; each card's title names its radio and its line describes it.
 */
export function RolePicker<Value extends string>({ labelledBy, options, value, onChange, name, className }: RolePickerProps<Value>) {
  const baseId = useId();
  const groupName = name ?? `role-${baseId}`;
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={cx(styles.group, className)}>
      {options.map((option) => {
        const id = `${baseId}-${option.value}`;
        const checked = value === option.value;
        return (
          <label key={option.value} htmlFor={id} className={cx(styles.option, checked && styles.checked)}>
            <input
              id={id}
              type="radio"
              name={groupName}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              aria-labelledby={`${id}-title`}
              aria-describedby={`${id}-description`}
              className={styles.input}
            />
            <span className={styles.icon}>
              <Icon name={option.icon} />
            </span>
            <span className={styles.text}>
              <span id={`${id}-title`} className={styles.title}>
                {option.title}
              </span>
              <span id={`${id}-description`} className={styles.description}>
                {option.description}
              </span>
            </span>
            <span className={styles.indicator} aria-hidden="true" />
          </label>
        );
      })}
    </div>
  );
}
