import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { db, resetDb, storageStatus, subscribeStorageStatus, type StorageStatus } from '../db';
import type { OutboxRecord } from '../db/records';
import { readSeedSettings } from '../db/seed-settings';
import { sendAllDigestsNow } from '../domain/notifications';
import { operations } from '../http/operations';
import { getScenarioSettings, setScenarioSettings, type Forced } from '../http/scenarios';
import { say, type Values } from '../http/wording';
import type { English } from '../i18n/en';
import { languageOfHeader, type ServerLanguage } from '../i18n/language';
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

/** The page's language (`<html lang>`, which the app sets on every switch): the bar speaks it too. */
function subscribePageLanguage(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}
const pageLanguage = (): ServerLanguage => languageOfHeader(document.documentElement.lang);

type Say = (pick: (words: English['devtools']) => string, values?: Values) => string;

/** Where the demo data is kept, in a sentence. */
function whereSaved(storage: StorageStatus, used: number | null, words: Say): string {
  if (storage.kind === 'memory-only') return words((w) => w.memoryOnly);
  if (storage.kind === 'not-saved') return words((w) => w.notSaved, { where: storage.where, reason: storage.reason });
  if (used === null) return words((w) => w.saved, { where: storage.where });
  return words((w) => w.savedUsed, { where: storage.where, size: (used / 1024 / 1024).toFixed(1) });
}

/** What "Send daily digests now" did, in a sentence. */
const digestsSent = (count: number, words: Say) =>
  words((w) => (count === 0 ? w.noDigest : count === 1 ? w.digestSent : w.digestsSent), { count });

/**
 * The demo's backstage, shown only in mock mode: the e-mail outbox (codes, demo requests,
 * notification e-mails and daily digests, which can be sent at once),
 * simulated latency, forced errors or empty answers per endpoint, and a reset of the data.
 */
export function MockToolbar({ setAside }: { setAside: string | null }) {
  const language = useSyncExternalStore(subscribePageLanguage, pageLanguage);
  const words: Say = (pick, values) => say(language, (catalogue) => pick(catalogue.devtools), values);
  const [open, setOpen] = useState(false);
  const [showNotice, setShowNotice] = useState(setAside !== null);
  const [settings, setSettings] = useState(getScenarioSettings);
  const [operationId, setOperationId] = useState(operations[0]?.operationId ?? '');
  const [confirmReset, setConfirmReset] = useState(false);
  // The digests sent (null: none asked yet), worded at render so the bar follows a language switch.
  const [digestCount, setDigestCount] = useState<number | null>(null);
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
    setDigestCount(await sendAllDigestsNow());
  };

  const selected = operations.find((operation) => operation.operationId === operationId);

  return (
    <div className={styles.root}>
      {showNotice && setAside !== null && (
        <div className={styles.notice} role="alert">
          <p>{words((w) => w.setAside, { reason: setAside })}</p>
          <button type="button" className={styles.link} onClick={() => setShowNotice(false)}>
            {words((w) => w.dismiss)}
          </button>
        </div>
      )}
      {storage.kind === 'not-saved' && dismissedStatus !== storage && (
        <div className={styles.notice} role="alert">
          <p>{words((w) => w.notSavedNotice, { where: storage.where, reason: storage.reason })}</p>
          <button type="button" className={styles.link} onClick={() => setDismissedStatus(storage)}>
            {words((w) => w.dismiss)}
          </button>
        </div>
      )}
      {open && (
        <section id={panelId} className={styles.panel} aria-label={words((w) => w.panelLabel)}>
          <h2 className={styles.title}>{words((w) => w.title)}</h2>

          <h3 className={styles.heading}>{words((w) => w.outbox)}</h3>
          {outbox.length === 0 ? (
            <p className={styles.muted}>{words((w) => w.outboxEmpty)}</p>
          ) : (
            <ul className={styles.outbox}>
              {outbox.map((mail) => (
                // An e-mail is written in its recipient's language: marked, so Arabic reads right to left.
                <li key={mail.id}>
                  <strong lang={mail.language ?? 'en'} dir="auto">
                    {mail.subject}
                  </strong>
                  <span className={styles.muted}> {words((w) => w.to, { to: mail.to })}</span>
                  <pre className={styles.body} lang={mail.language ?? 'en'} dir="auto">
                    {mail.body}
                  </pre>
                </li>
              ))}
            </ul>
          )}
          <p className={styles.row}>
            <button type="button" className={styles.link} onClick={() => void sendDigests()}>
              {words((w) => w.sendDigests)}
            </button>
          </p>
          <p className={styles.muted} role="status">
            {digestCount === null ? '' : digestsSent(digestCount, words)}
          </p>

          <h3 className={styles.heading}>{words((w) => w.network)}</h3>
          <label className={styles.row}>
            {words((w) => w.latency)}
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
            {words((w) => w.endpoint)}
            <select dir="ltr" value={operationId} onChange={(event) => setOperationId(event.target.value)}>
              {operations.map((operation) => (
                <option key={operation.operationId} value={operation.operationId}>
                  {operation.method} {operation.path}
                </option>
              ))}
            </select>
          </label>
          <fieldset className={styles.choices}>
            <legend>{words((w) => w.answer)}</legend>
            {(['normal', 'error', ...(selected?.empty ? (['empty'] as const) : [])] as const).map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name="forced"
                  checked={(settings.forced[operationId] ?? 'normal') === choice}
                  onChange={() => force(operationId, choice)}
                />
                {words((w) => w.answers[choice])}
              </label>
            ))}
          </fieldset>
          {Object.keys(settings.forced).length > 0 && (
            <p className={styles.muted}>
              {words((w) => w.forced)} <bdi>{Object.entries(settings.forced).map(([id, value]) => `${id} → ${value}`).join(', ')}</bdi>{' '}
              <button type="button" className={styles.link} onClick={() => update({ forced: {} })}>
                {words((w) => w.clearAll)}
              </button>
            </p>
          )}

          <h3 className={styles.heading}>{words((w) => w.data)}</h3>
          <p className={styles.muted}>{whereSaved(storage, used, words)}</p>
          <button type="button" className={styles.danger} onClick={() => void reset()}>
            {confirmReset ? words((w) => w.resetConfirm) : words((w) => w.reset)}
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
        {open ? words((w) => w.toggleClose) : words((w) => w.toggleOpen)}
      </button>
    </div>
  );
}
