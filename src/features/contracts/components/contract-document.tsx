import { useEffect, useId, useRef } from 'react';
import { userMessage } from '@/api/errors';
import { Banner, Button } from '@/components/ui';
import { agreements as agreementsText } from '@/i18n/agreements';
import { contracts as contractsText } from '@/i18n/contracts';
import { downloadBlob, safeFileName } from '@/lib/download';
import { fill } from '@/lib/format';
import pills from '@/styles/pill-choice.module.css';
import { useContractDocument } from '../api/get-contract-document';
import { DOCUMENT_LANGUAGES, useDocumentLanguage, type DocumentLanguage } from '../lib/agreement-language';
import styles from './contract-document.module.css';

export interface ContractDocumentProps {
  contractId: string;
  /** The contract's FileUrl; without one the document does not exist yet. */
  fileUrl: string | null | undefined;
}

const copy = contractsText.document;
const languageCopy = agreementsText.documentLanguage;

/** corridor-contract-<id>.html in English; -ar or -en-ar before the extension for the other pages. */
export const documentFileName = (contractId: string, language: DocumentLanguage = 'en') =>
  fill(language === 'en' ? copy.fileName : languageCopy.fileNames[language], { id: safeFileName(contractId) });

export interface DocumentLanguageChoiceProps {
  value: DocumentLanguage;
  onChange: (language: DocumentLanguage) => void;
  /** What is said while another language than English is chosen (by default: the English text prevails). */
  hint?: string;
}

/**
 * English, العربية, or both side by side (issue 15): a radio group drawn as pills (arrow keys move
 * the choice), each language named in itself, with the reminder that the English text is the one
 * signed while another is chosen.
 */
export function DocumentLanguageChoice({ value, onChange, hint = languageCopy.hint }: DocumentLanguageChoiceProps) {
  const name = useId();
  const hintId = useId();
  return (
    <fieldset className={styles.languages} aria-describedby={value === 'en' ? undefined : hintId}>
      <legend className={styles.legend}>{languageCopy.legend}</legend>
      <div className={styles.choices}>
        {DOCUMENT_LANGUAGES.map((option) => (
          <label key={option} className={pills.choice}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span lang={option === 'bilingual' ? undefined : option}>{languageCopy.options[option]}</span>
          </label>
        ))}
      </div>
      {value === 'en' ? null : (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The generated contract and SLA. The document needs the bearer token, so it is fetched (as soon
 * as the page shows, in the chosen language) and offered as a Blob URL: saved as
 * corridor-contract-<id>.html (-ar, -en-ar) or opened in a new tab, where the browser's print
 * dialog turns it into paper or PDF.
 */
export function ContractDocument({ contractId, fileUrl }: ContractDocumentProps) {
  const titleId = useId();
  const [language, setLanguage] = useDocumentLanguage();
  const doc = useContractDocument(contractId, fileUrl, language);
  const urls = useRef<string[]>([]);

  // Object URLs live until the page goes away: a tab opened from one may still be loading it.
  useEffect(() => {
    const created = urls.current;
    return () => {
      created.forEach((url) => URL.revokeObjectURL(url));
      created.length = 0;
    };
  }, []);

  const page = doc.data;
  const objectUrl = () => {
    if (!page) return null;
    const url = URL.createObjectURL(new Blob([page.html], { type: 'text/html;charset=utf-8' }));
    urls.current.push(url);
    return url;
  };

  const download = () => {
    if (page) downloadBlob(new Blob([page.html], { type: 'text/html;charset=utf-8' }), documentFileName(contractId, page.language));
  };

  const open = () => {
    const url = objectUrl();
    if (!url) return;
    // No 'noopener' feature: Chrome refuses blob URLs in a context without an opener. The document
    // has no scripts, and the link back is cut right away.
    const tab = window.open(url, '_blank');
    if (tab) tab.opener = null;
  };

  return (
    <section className={styles.document} aria-labelledby={titleId}>
      <div className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" focusable="false">
          <path d="M6 3h8l4 4v14H6z" strokeLinejoin="round" />
          <path d="M14 3v4h4M9 12h6M9 15.5h6M9 9h3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {copy.heading}
        </h2>
        {fileUrl ? (
          <>
            <p className={styles.description}>{copy.description}</p>
            <DocumentLanguageChoice value={language} onChange={setLanguage} />
            {page && page.language !== language ? <p className={styles.hint}>{languageCopy.onlyEnglish}</p> : null}
            {doc.isError ? (
              <Banner
                tone="error"
                action={
                  <Button size="sm" variant="secondary" onClick={() => void doc.refetch()} loading={doc.isFetching}>
                    {copy.retry}
                  </Button>
                }
              >
                {copy.failed} {userMessage(doc.error, '')}
              </Banner>
            ) : (
              <div className={styles.actions}>
                <Button onClick={download} loading={doc.isPending} loadingText={copy.preparing} size="sm">
                  {copy.download}
                </Button>
                <Button onClick={open} variant="secondary" size="sm" disabled={doc.isPending}>
                  {copy.open}
                </Button>
              </div>
            )}
          </>
        ) : (
          <p className={styles.description}>{copy.notYet}</p>
        )}
      </div>
    </section>
  );
}
