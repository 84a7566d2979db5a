import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, userMessage } from '@/api/errors';
import type { components } from '@/api/schema';
import { PublicLayout } from '@/components/layout/public-layout';
import { Banner, Button, FileField, PageContainer, TextField } from '@/components/ui';
import { agreements as agreementsText } from '@/i18n/agreements';
import { t } from '@/i18n';
import { fill, formatDate } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date-time';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import { verifyAgreement } from '../api/verify-agreement';
import { digestInPdf, digestInRendering, isPdf, normalDigest, sha256Hex } from '../lib/agreement-digest';
import styles from './verify-page.module.css';

const copy = agreementsText.verify;

type Verification = components['schemas']['AgreementVerification'];
export type VerifyOutcome =
  | { kind: 'issued'; result: Verification; how: string }
  | { kind: 'unknown'; message: string; how: string }
  | { kind: 'failed'; message: string };

/** The file's bytes (FileReader: every browser, and the test DOM). */
function readBytes(file: File): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The digest of the chosen file: an HTML file's own SHA-256, or the one a Corridor PDF or an Arabic
 * or bilingual page carries (a rendering of the English text that was signed).
 */
async function digestOfFile(file: File): Promise<{ digest: string; how: string } | { problem: string }> {
  let bytes: ArrayBuffer;
  try {
    bytes = await readBytes(file);
  } catch {
    return { problem: copy.readFailed };
  }
  if (isPdf(bytes)) {
    const digest = digestInPdf(bytes);
    return digest ? { digest, how: fill(copy.fromPdf, { digest }) } : { problem: copy.noDigestInPdf };
  }
  const carried = digestInRendering(bytes);
  if (carried) return { digest: carried, how: fill(copy.fromRendering, { digest: carried }) };
  const digest = await sha256Hex(bytes);
  return { digest, how: fill(copy.fromHtml, { digest }) };
}

/**
 * /verify (public, issue 14): whether a downloaded agreement, or a pasted digest, is a version
 * Corridor issued, and who signed it. The file never leaves the browser; the text is never shown.
 */
export function VerifyPage() {
  const fileRef = useRef<HTMLInputElement>(null);
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);
  const resultId = useId();
  const singleFlight = useSingleFlight();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return singleFlight(() => check());
  };

  const check = async () => {
    setProblem(null);
    const file = fileRef.current?.files?.[0];
    let digest: string | null;
    let how: string;
    if (file) {
      const read = await digestOfFile(file);
      if ('problem' in read) return setProblem(read.problem);
      ({ digest, how } = read);
    } else if (pasted.trim()) {
      digest = normalDigest(pasted);
      if (!digest) return setProblem(copy.malformed);
      how = '';
    } else {
      return setProblem(copy.needInput);
    }
    setBusy(true);
    try {
      setOutcome({ kind: 'issued', result: await verifyAgreement(digest), how });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setOutcome({ kind: 'unknown', message: userMessage(error, copy.unknown), how });
      else setOutcome({ kind: 'failed', message: userMessage(error, copy.failed) });
    } finally {
      setBusy(false);
    }
    document.getElementById(resultId)?.focus();
  };

  return (
    <PublicLayout title={t.routes.verify}>
      <PageContainer padded width="narrow" className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{copy.title}</h1>
          <p className={styles.intro}>{copy.intro}</p>
        </header>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <FileField ref={fileRef} label={copy.file} hint={copy.fileHint} accept=".pdf,.html,.htm,application/pdf,text/html" preview={false} />
          <p className={styles.or}>{copy.or}</p>
          <TextField
            label={copy.digest}
            hint={copy.digestHint}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            inputClassName={styles.mono}
          />
          {problem ? <Banner tone="error">{problem}</Banner> : null}
          <Button type="submit" loading={busy} loadingText={copy.submitting} className={styles.submit}>
            {copy.submit}
          </Button>
        </form>
        <div id={resultId} tabIndex={-1} className={styles.result} data-testid="verify-result">
          {outcome ? <VerifyResult outcome={outcome} /> : null}
        </div>
      </PageContainer>
    </PublicLayout>
  );
}

/** What the check found: issued (with its signatures), not issued, or the check failed. */
export function VerifyResult({ outcome }: { outcome: VerifyOutcome }) {
  if (outcome.kind === 'failed') return <Banner tone="error" title={copy.failed}>{outcome.message}</Banner>;
  if (outcome.kind === 'unknown') {
    return (
      <Banner tone="error" title={copy.unknown}>
        {outcome.message} {outcome.how ? <span className={styles.how}>{outcome.how}</span> : null}
      </Banner>
    );
  }
  const { result, how } = outcome;
  return (
    <Banner tone="success" title={copy.issued}>
      <span className={styles.lines}>
        <span>{fill(copy.issuedText, { reference: result.reference, version: result.version, date: formatDate(result.issuedAt) })}</span>
        <span>{result.current ? copy.current : copy.replaced}</span>
        <span>{copy.states[result.state]}</span>
        {result.signatures.length > 0 ? (
          <ul className={styles.signatures}>
            {result.signatures.map((signature) => (
              <li key={`${signature.kind}-${signature.signedAt}`}>
                {fill(copy.signedBy, { name: signature.fullName, company: signature.companyName, date: formatDateTime(signature.signedAt) })}
              </li>
            ))}
          </ul>
        ) : null}
        {how ? <span className={styles.how}>{how}</span> : null}
      </span>
    </Banner>
  );
}
