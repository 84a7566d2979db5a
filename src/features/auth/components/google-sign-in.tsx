import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { NetworkError, messageOf, ApiError } from '@/api/errors';
import { Avatar, Banner, Button, Modal, Spinner, TextField } from '@/components/ui';
import { format } from '@/i18n';
import { auth as authText } from '@/i18n/auth';
import { googleLandingPath, useGoogleDemoSignIn } from '../api/google-demo-sign-in';
import { useRevalidateOnLanguage } from '@/lib/hooks/use-revalidate-on-language';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';
import { googleAccountSchema, type GoogleAccountInput, type GoogleAccountValues } from '../schemas/google-account';
import styles from './google-sign-in.module.css';
import { limits } from '@/lib/limits';
import { EmailField } from './account-fields';

const strings = authText.google;

/** "or", then the "Continue with Google" button that opens the demo consent screen (mock mode). */
export function GoogleSignIn({ disabled = false }: { disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.google}>
      <p className={styles.divider}>
        <span>{authText.or}</span>
      </p>
      <Button variant="secondary" fullWidth disabled={disabled} iconStart={<GoogleMark />} onClick={() => setOpen(true)}>
        {strings.button}
      </Button>
      <GoogleConsentDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

function failureText(error: unknown): string {
  if (error instanceof NetworkError) return strings.network;
  if (error instanceof ApiError) return messageOf(error.body) ?? strings.failed;
  return strings.failed;
}

export interface GoogleConsentDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The demo stand-in for Google's account chooser: the demo accounts and "Use another account".
 * Choosing signs in through POST /auth/google/demo and lands on /google-success with the values
 * the real host would put there.
 */
/** Who was chosen in the demo chooser: carried to /google-success in the router state. */
export interface GoogleChoice {
  name: string;
  email: string;
}

export function GoogleConsentDialog({ open, onClose }: GoogleConsentDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={strings.dialogTitle} description={strings.dialogNote} size="sm">
      <ConsentBody />
    </Modal>
  );
}

function ConsentBody() {
  const navigate = useNavigate();
  const signIn = useGoogleDemoSignIn();
  const singleFlight = useSingleFlight();
  const [mode, setMode] = useState<'list' | 'other'>('list');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<GoogleAccountInput, unknown, GoogleAccountValues>({
    resolver: zodResolver(googleAccountSchema),
    defaultValues: { email: '', name: '' },
  });
  // An error on show is worded again when the reader switches language; what was typed stays.
  useRevalidateOnLanguage(form);

  const choose = (email: string, name?: string) =>
    singleFlight(async () => {
      setError(null);
      setPendingEmail(email);
      try {
        const landing = await signIn.mutateAsync(name ? { email, name } : { email });
        // the account chosen, for the landing to store with the session (the host's query has no name)
        navigate(googleLandingPath(landing), { state: { name: name ?? '', email } satisfies GoogleChoice });
      } catch (failure) {
        setError(failureText(failure));
        setPendingEmail(null);
      }
    });

  const busy = pendingEmail !== null;

  return (
    <div className={styles.body}>
      {error ? <Banner tone="error">{error}</Banner> : null}
      {busy ? (
        <p className={styles.pending} role="status">
          <Spinner decorative size="sm" />
          {format(strings.signingIn, { email: pendingEmail })}
        </p>
      ) : null}
      {mode === 'list' ? (
        <ul className={styles.accounts} aria-label={strings.accountsLabel}>
          {authText.demoAccounts.accounts.map((account) => (
            <li key={account.key}>
              <button
                type="button"
                className={styles.account}
                disabled={busy}
                onClick={() => void choose(account.email, account.name)}
              >
                <Avatar name={account.name} size={40} alt="" />
                <span className={styles.who}>
                  <span className={styles.name}>
                    <bdi>{account.name}</bdi>
                  </span>
                  <span className={styles.email}>
                    <bdi dir="ltr">{account.email}</bdi>
                  </span>
                </span>
              </button>
            </li>
          ))}
          <li>
            <button type="button" className={styles.account} disabled={busy} onClick={() => setMode('other')}>
              <span className={styles.otherIcon} aria-hidden="true">
                <PersonIcon />
              </span>
              <span className={styles.who}>
                <span className={styles.name}>{strings.useAnother}</span>
              </span>
            </button>
          </li>
        </ul>
      ) : (
        <form
          method="post"
          noValidate
          className={styles.other}
          onSubmit={form.handleSubmit((values) => choose(values.email, values.name || undefined))}
        >
          <EmailField
            hint={strings.useAnotherHint}
            error={form.formState.errors.email?.message}
            autoFocus
            {...form.register('email')}
          />
          <TextField label={strings.nameLabel} autoComplete="name" maxLength={limits.personName} {...form.register('name')} />
          <div className={styles.actions}>
            <Button variant="ghost" disabled={busy} onClick={() => setMode('list')}>
              {strings.back}
            </Button>
            <Button type="submit" loading={busy}>
              {strings.continue}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** Google's "G", for recognition only (the demo does not talk to Google). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.3 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" focusable="false">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c0-4 3.6-6 8-6s8 2 8 6" strokeLinecap="round" />
    </svg>
  );
}
