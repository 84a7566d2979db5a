import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { db, resetDb, storageStatus, subscribeStorageStatus, type StorageStatus } from '../db';
import type { OutboxRecord } from '../db/records';
import { readSeedSettings } from '../db/seed-settings';
import { sendAllDigestsNow } from '../domain/notifications';
import { operations } from '../http/operations';
import { getScenarioSettings, setScenarioSettings, type Forced } from '../http/scenarios';
import styles from './mock-toolbar.module.css';

function subscribeOutbox(onChange: () => void) {
  const controller = new AbortController();
  db.outbox.hooks.on('create', onChange, { signal: controller.signal });
  db.outbox.hooks.on('delete', onChange, { signal: controller.signal });
  return () => controller.abort();
}

let outboxCache: OutboxRecord[] = [];
let outboxCount = -1;
function readOutbox(): OutboxRecord[] {
  const count = db.outbox.count();
  if (count !== outboxCount) {
    outboxCount = count;
    outboxCache = [...db.outbox.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 10);
  }
  return outboxCache;
}

/** How much this origin keeps in the browser's storage (the mock's data, mostly), once known. */
function useStorageUsed(open: boolean): number | null {
  const [used, setUsed] = useState<number | null>(null);
  useEffect(() => {
    if (!open || !navigator.storage?.estimate) return;
    let live = true;
    void navigator.storage.estimate().then((estimate) => {
      if (live) setUsed(estimate.usage ?? null);
    });
    return () => {
      live = false;
    };
  }, [open]);
  return used;
}

/** Where the demo data is kept, in a sentence. */
function whereSaved(storage: StorageStatus, used: number | null): string {
  if (storage.kind === 'memory-only') return 'The demo data lives in this tab only.';
  if (storage.kind === 'not-saved') return `Not saved: ${storage.where} refused the data (${storage.reason}).`;
  const size = used === null ? '' : ` (${(used / 1024 / 1024).toFixed(1)} MB used)`;
  return `Saved in this browser (${storage.where}) after every change${size}. Other open tabs see each change.`;
}

/** What "Send daily digests now" did, in a sentence. */
const digestsSent = (count: number) =>
  count === 0 ? 'No digest was waiting: nobody with the daily digest on has an e-mail collected.' : `Sent ${count} ${count === 1 ? 'digest' : 'digests'}: see the outbox.`;

/**
 * The demo's backstage, shown only in mock mode: the e-mail outbox (codes, demo requests,
 * notification e-mails and daily digests, which can be sent at once),
 * simulated latency, forced errors or empty answers per endpoint, and a reset of the data.
 */
export function MockToolbar({ notice }: { notice: string | null }) {
  const [open, setOpen] = useState(false);
  const [showNotice, setShowNotice] = useState(notice !== null);
  const [settings, setSettings] = useState(getScenarioSettings);
  const [operationId, setOperationId] = useState(operations[0]?.operationId ?? '');
  const [confirmReset, setConfirmReset] = useState(false);
  const [digestStatus, setDigestStatus] = useState('');
  const outbox = useSyncExternalStore(subscribeOutbox, readOutbox);
  const storage = useSyncExternalStore(subscribeStorageStatus, storageStatus);
  const used = useStorageUsed(open);
  // A notice dismissed stays dismissed until the storage fails again after it has recovered.
  const [dismissedStatus, setDismissedStatus] = useState<StorageStatus | null>(null);
  const panelId = useId();

  useEffect(() => {
    if (!confirmReset) return undefined;
    const timer = setTimeout(() => setConfirmReset(false), 5000);
    return () => clearTimeout(timer);
  }, [confirmReset]);

  const update = (next: Parameters<typeof setScenarioSettings>[0]) => {
    setScenarioSettings(next);
    setSettings(getScenarioSettings());
  };

  const force = (id: string, value: Forced | 'normal') => {
    const forced = { ...settings.forced };
    if (value === 'normal') delete forced[id];
    else forced[id] = value;
    update({ forced });
  };

  const reset = async () => {
    if (!confirmReset) {
      setConfirmReset(true);
      return;
    }
    await resetDb(readSeedSettings(localStorage));
    // The old sessions are gone with the old data: sign out and start again.
    localStorage.removeItem('token');
    localStorage.removeItem('user');
    window.location.assign('/login');
  };

  const sendDigests = async () => {
    setDigestStatus(digestsSent(await sendAllDigestsNow()));
  };

  const selected = operations.find((operation) => operation.operationId === operationId);

  return (
    <div className={styles.root}>
      {showNotice && notice && (
        <div className={styles.notice} role="alert">
          <p>{notice}</p>
          <button type="button" className={styles.link} onClick={() => setShowNotice(false)}>
            Dismiss
          </button>
        </div>
      )}
      {storage.kind === 'not-saved' && dismissedStatus !== storage && (
        <div className={styles.notice} role="alert">
          <p>
            The demo data is not being saved: {storage.where} refused it ({storage.reason}). It lives in this tab
            for now, so a reload would lose the changes since. Each new change tries again and, once the browser
            allows it, saves everything.
          </p>
          <button type="button" className={styles.link} onClick={() => setDismissedStatus(storage)}>
            Dismiss
          </button>
        </div>
      )}
      {open && (
        <section id={panelId} className={styles.panel} aria-label="Demo tools">
          <h2 className={styles.title}>Demo tools (mock backend)</h2>

          <h3 className={styles.heading}>Outbox</h3>
          {outbox.length === 0 ? (
            <p className={styles.muted}>No e-mails sent yet. Codes, demo requests and notification e-mails appear here.</p>
          ) : (
            <ul className={styles.outbox}>
              {outbox.map((mail) => (
                // An e-mail is written in its recipient's language: marked, so Arabic reads right to left.
                <li key={mail.id}>
                  <strong lang={mail.language ?? 'en'} dir="auto">
                    {mail.subject}
                  </strong>
                  <span className={styles.muted}> to {mail.to}</span>
                  <pre className={styles.body} lang={mail.language ?? 'en'} dir="auto">
                    {mail.body}
                  </pre>
                </li>
              ))}
            </ul>
          )}
          <p className={styles.row}>
            <button type="button" className={styles.link} onClick={() => void sendDigests()}>
              Send daily digests now
            </button>
          </p>
          <p className={styles.muted} role="status">
            {digestStatus}
          </p>

          <h3 className={styles.heading}>Network</h3>
          <label className={styles.row}>
            Latency (ms)
            <input
              type="number"
              min={0}
              max={10000}
              step={50}
              value={settings.latencyMs}
              onChange={(event) => update({ latencyMs: Math.max(0, Math.min(10000, Number(event.target.value) || 0)) })}
            />
          </label>
          <label className={styles.row}>
            Endpoint
            <select value={operationId} onChange={(event) => setOperationId(event.target.value)}>
              {operations.map((operation) => (
                <option key={operation.operationId} value={operation.operationId}>
                  {operation.method} {operation.path}
                </option>
              ))}
            </select>
          </label>
          <fieldset className={styles.choices}>
            <legend>Answer</legend>
            {(['normal', 'error', ...(selected?.empty ? (['empty'] as const) : [])] as const).map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name="forced"
                  checked={(settings.forced[operationId] ?? 'normal') === choice}
                  onChange={() => force(operationId, choice)}
                />
                {choice === 'normal' ? 'Normal' : choice === 'error' ? 'Server error' : 'Empty list'}
              </label>
            ))}
          </fieldset>
          {Object.keys(settings.forced).length > 0 && (
            <p className={styles.muted}>
              Forced: {Object.entries(settings.forced).map(([id, value]) => `${id} → ${value}`).join(', ')}{' '}
              <button type="button" className={styles.link} onClick={() => update({ forced: {} })}>
                Clear all
              </button>
            </p>
          )}

          <h3 className={styles.heading}>Data</h3>
          <p className={styles.muted}>{whereSaved(storage, used)}</p>
          <button type="button" className={styles.danger} onClick={() => void reset()}>
            {confirmReset ? 'Click again to reset all demo data' : 'Reset demo data'}
          </button>
        </section>
      )}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Close demo tools' : 'Demo tools'}
      </button>
    </div>
  );
}
