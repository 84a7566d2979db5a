import { useEffect, useId, useRef } from 'react';
import { userMessage } from '@/api/errors';
import { Banner, Button } from '@/components/ui';
import { contracts as contractsText } from '@/i18n/contracts';
import { useContractDocument } from '../api/get-contract-document';
import styles from './contract-document.module.css';
import { downloadBlob, safeFileName } from '@/lib/download';
import { fill } from '@/lib/format';

export interface ContractDocumentProps {
  contractId: string;
  /** The contract's FileUrl; without one the document does not exist yet. */
  fileUrl: string | null | undefined;
}

const copy = contractsText.document;

/** corridor-contract-<id>.html, with anything unusual in the id replaced. */
export const documentFileName = (contractId: string) =>
  fill(copy.fileName, { id: safeFileName(contractId) });

/**
 * The generated contract and SLA. The document needs the bearer token, so it is fetched (as soon
 * as the page shows) and offered as a Blob URL: saved as corridor-contract-<id>.html or opened in a
 * new tab, where the browser's print dialog turns it into paper or PDF.
 */
export function ContractDocument({ contractId, fileUrl }: ContractDocumentProps) {
  const titleId = useId();
  const doc = useContractDocument(contractId, fileUrl);
  const urls = useRef<string[]>([]);

  // Object URLs live until the page goes away: a tab opened from one may still be loading it.
  useEffect(() => {
    const created = urls.current;
    return () => {
      created.forEach((url) => URL.revokeObjectURL(url));
      created.length = 0;
    };
  }, []);

  const objectUrl = () => {
    if (!doc.data) return null;
    const url = URL.createObjectURL(new Blob([doc.data], { type: 'text/html;charset=utf-8' }));
    urls.current.push(url);
    return url;
  };

  const download = () => {
    if (doc.data) downloadBlob(new Blob([doc.data], { type: 'text/html;charset=utf-8' }), documentFileName(contractId));
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
