import { useState, type FormEvent } from 'react';
import { userMessage } from '@/api/errors';
import { Banner, Button, ButtonLink, CheckboxField, ErrorState, PageContainer, Skeleton, Spinner } from '@/components/ui';
import { t } from '@/i18n';
import { notifications as strings } from '@/i18n/notifications';
import { fill } from '@/lib/format';
import { useNotificationPreferences, type NotificationKind, type NotificationPreferences } from '../api/get-notification-preferences';
import { useSetNotificationPreferences } from '../api/set-notification-preferences';
import styles from './notification-settings-screen.module.css';

const text = strings.settings;
type Channel = 'inApp' | 'email';
const CHANNELS: readonly Channel[] = ['inApp', 'email'];

/** /notifications/settings: per kind of update, in the app and by e-mail, and the daily digest. */
export function NotificationSettingsScreen() {
  const preferences = useNotificationPreferences();
  return (
    <PageContainer padded className={styles.page}>
      <div className={styles.header}>
        <ButtonLink to="/notifications" variant="ghost" size="sm" className={styles.back}>
          {text.back}
        </ButtonLink>
        <h1 className={styles.title}>{t.routes.notificationSettings}</h1>
        <p className={styles.intro}>{text.intro}</p>
      </div>
      {preferences.data ? (
        <SettingsForm saved={preferences.data} />
      ) : preferences.isError ? (
        <ErrorState title={text.loadError} message={userMessage(preferences.error, text.loadError)} onRetry={() => void preferences.refetch()} retrying={preferences.isFetching} />
      ) : (
        <div className={styles.loading}>
          <Spinner label={text.loading} />
          <Skeleton variant="rect" height="20rem" />
        </div>
      )}
    </PageContainer>
  );
}

/** The choices as a table of checkboxes; what is ticked stays as it is when saving fails. */
function SettingsForm({ saved }: { saved: NotificationPreferences }) {
  const [draft, setDraft] = useState<NotificationPreferences>(saved);
  const save = useSetNotificationPreferences();
  const toggle = (kind: NotificationKind, channel: Channel, on: boolean) => {
    save.reset();
    setDraft((current) => ({ ...current, kinds: current.kinds.map((row) => (row.kind === kind ? { ...row, [channel]: on } : row)) }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(draft);
  };
  const channelName = { inApp: text.inApp, email: text.email };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{text.kindColumn}</th>
              {CHANNELS.map((channel) => (
                <th key={channel} scope="col" className={styles.channel}>
                  {channelName[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {draft.kinds.map((row) => {
              const kind = text.kinds[row.kind];
              return (
                <tr key={row.kind}>
                  <th scope="row">
                    <span className={styles.kindName}>{kind.name}</span>
                    <span className={styles.kindHint}>{kind.hint}</span>
                  </th>
                  {CHANNELS.map((channel) => (
                    <td key={channel} className={styles.channel}>
                      <input
                        type="checkbox"
                        className={styles.box}
                        aria-label={`${kind.name}: ${channelName[channel]}`}
                        checked={row[channel]}
                        onChange={(event) => toggle(row.kind, channel, event.target.checked)}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <CheckboxField
        label={text.digest}
        hint={text.digestHint}
        checked={draft.digest}
        onChange={(event) => {
          save.reset();
          const digest = event.target.checked;
          setDraft((current) => ({ ...current, digest }));
        }}
      />
      {save.isSuccess ? <Banner tone="success">{text.saved}</Banner> : null}
      {save.isError ? <Banner tone="error">{fill(text.saveFailed, { reason: userMessage(save.error, text.unreachable) })}</Banner> : null}
      <div>
        <Button type="submit" loading={save.isPending} loadingText={text.saving}>
          {text.save}
        </Button>
      </div>
    </form>
  );
}
