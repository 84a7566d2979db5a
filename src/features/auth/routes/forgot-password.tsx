import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ApiError, messageOf, NetworkError } from '@/api/errors';
import { Button, CodeInput } from '@/components/ui';
import { format, t } from '@/i18n';
import { auth as authText } from '@/i18n/auth';
import { getResetEmail, setResetEmail } from '@/lib/storage';
import { timings } from '@/lib/timings';
import { useSendCode } from '../api/send-code';
import { useSetNewPassword } from '../api/set-new-password';
import { useVerifyCode } from '../api/verify-code';
import { AuthPage } from '../components/auth-page';
import { ResetSteps } from '../components/reset-steps';
import { FormMessage } from '../components/form-message';
import { useFormFeedback } from '@/lib/hooks/use-form-feedback';
import { useTimer } from '@/lib/hooks/use-timer';
import { firstErrorMessage } from '../lib/form-errors';
import { useFullReload } from '../lib/full-reload-context';
import {
  newPasswordSchema,
  resetEmailSchema,
  type NewPasswordInput,
  type NewPasswordValues,
  type ResetEmailInput,
  type ResetEmailValues,
} from '../schemas/reset-password';
import styles from './auth-routes.module.css';
import { EmailField, PasswordField } from '../components/account-fields';

const strings = authText.reset;

/** Another tab's reset (the storage event); this tab's own writes set the step themselves. */
function subscribeToStorage(listener: () => void) {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
const errors = strings.errors;

/** Where the reset is: each step holds what it needs and nothing else. */
type ResetState =
  | { step: 'email' }
  /** `sent`: the code the server returned (null when the host keeps it to itself, or after a reload). */
  | { step: 'code'; sent: string | null; code: string; verifying: boolean }
  /** `verified`: the code that passed the check, sent with the new password; `done` once it is saved. */
  | { step: 'password'; verified: string; done: boolean };

const codeStep = (sent: string | null): ResetState => ({ step: 'code', sent, code: '', verifying: false });

/**
 * /forgot-password, 'Reset Password' in three steps: the e-mail gets a 6-digit code, the code is
 * checked here against the one the server returned (or, when the host keeps it to itself, by the
 * host through /verify-code), then the new password is sent with the code. Success reloads /login
 * after 2 s.
 */
export function Component() {
  const reloadTo = useFullReload();
  const sendCode = useSendCode();
  const saveNewPassword = useSetNewPassword();
  const checkCode = useVerifyCode();
  const stepTimer = useTimer();
  const { flash, show, clear, singleFlight, redirect, messageId } = useFormFeedback(timings.resetMessageClear);

  // null until the user moves: then the code step when a reset e-mail is stored (a reload after the
  // code was sent; the host checks the code then, as the returned one is not kept), else the e-mail
  // step. Read after hydration: the prerendered page starts at the e-mail step.
  const [chosen, setState] = useState<ResetState | null>(null);
  const storedEmail = useSyncExternalStore(subscribeToStorage, getResetEmail, () => null);
  const state: ResetState = chosen ?? (storedEmail ? codeStep(null) : { step: 'email' });
  const { step } = state;

  const emailForm = useForm<ResetEmailInput, unknown, ResetEmailValues>({
    resolver: zodResolver(resetEmailSchema),
    defaultValues: { email: '' },
  });
  const passwordForm = useForm<NewPasswordInput, unknown, NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { setFocus } = passwordForm;

  useEffect(() => {
    if (step === 'password') setFocus('password');
  }, [step, setFocus]);

  const showError = (text: string, onExpire?: () => void) => show({ tone: 'error', text }, onExpire ? { onExpire } : {});

  const requestCode = (values: ResetEmailValues) =>
    singleFlight(async () => {
      clear();
      try {
        const data = await sendCode.mutateAsync({ email: values.email, purpose: 'reset' });
        setResetEmail(values.email);
        setState(codeStep(data.code ?? null));
      } catch (error) {
        showError(error instanceof NetworkError ? errors.network : errors.sendFailed);
      }
    });

  const onEmailInvalid = (formErrors: FieldErrors<ResetEmailInput>) =>
    showError(firstErrorMessage(formErrors, ['email']) ?? errors.emailRequired, () => emailForm.clearErrors());

  const accept = (sent: string | null, typed: string) => {
    setState({ step: 'code', sent, code: typed, verifying: true });
    show({ tone: 'success', text: strings.verified }, { persist: true });
    stepTimer.schedule(() => {
      clear();
      setState({ step: 'password', verified: typed, done: false });
    }, timings.codeVerifiedStep);
  };

  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.step !== 'code' || state.verifying) return;
    const { sent, code } = state;
    if (code.length !== 6 || (sent !== null && code !== sent)) {
      showError(errors.invalidCode);
      return;
    }
    if (sent !== null) {
      accept(sent, code);
      return;
    }
    const email = getResetEmail();
    if (!email) {
      restart(errors.sessionExpired);
      return;
    }
    void singleFlight(async () => {
      try {
        await checkCode.mutateAsync({ email, purpose: 'reset', code });
        accept(null, code);
      } catch (error) {
        if (error instanceof NetworkError) showError(errors.network);
        else if (error instanceof ApiError && error.status === 429) showError(messageOf(error.body) ?? errors.invalidCode);
        else showError(errors.invalidCode);
      }
    });
  };

  const focusEmailNext = useRef(false);
  useEffect(() => {
    if (step !== 'email' || !focusEmailNext.current) return;
    focusEmailNext.current = false;
    emailForm.setFocus('email');
  }, [step, emailForm]);

  const restart = (message?: string) => {
    // The control that was focused ("Use a different e-mail") goes away: focus the e-mail field,
    // with the e-mail kept; starting over leaves no stale reset e-mail behind.
    focusEmailNext.current = true;
    const previous = getResetEmail();
    if (previous && !emailForm.getValues('email')) emailForm.setValue('email', previous);
    setResetEmail(null);
    stepTimer.cancel();
    setState({ step: 'email' });
    if (message) showError(message);
    else clear();
  };

  const savePassword = (values: NewPasswordValues) =>
    singleFlight(async () => {
      const email = getResetEmail();
      const verified = state.step === 'password' ? state.verified : null;
      if (!email || !verified) {
        restart(errors.sessionExpired);
        return;
      }
      clear();
      try {
        await saveNewPassword.mutateAsync({ email, password: values.password, code: verified });
        setResetEmail(null);
        setState({ step: 'password', verified, done: true });
        show({ tone: 'success', text: strings.success }, { persist: true });
        redirect.schedule(() => reloadTo('/login'), timings.resetRedirect);
      } catch (error) {
        if (error instanceof NetworkError) showError(errors.resetNetwork);
        else showError((error instanceof ApiError ? messageOf(error.body) : null) ?? errors.resetFailed);
      }
    });

  const onPasswordInvalid = (formErrors: FieldErrors<NewPasswordInput>) =>
    showError(firstErrorMessage(formErrors, ['password', 'confirmPassword']) ?? errors.bothRequired, () =>
      passwordForm.clearErrors(),
    );

  const marks = (message: string | undefined) =>
    flash?.tone === 'error' && message === flash.text ? { 'aria-invalid': true, 'aria-describedby': messageId } : {};

  const resetEmail = getResetEmail() ?? '';
  const codeError = step === 'code' && flash?.tone === 'error' && flash.text === errors.invalidCode ? flash.text : undefined;

  return (
    <AuthPage
      title={t.routes.forgotPassword}
      footer={
        <p className={styles.switch}>
          <Link to="/login">{strings.remembered}</Link>
        </p>
      }
    >
      <ResetSteps current={step} />

      {step === 'email' ? (
        <form
          method="post"
          noValidate
          className={styles.form}
          onSubmit={(event) => void emailForm.handleSubmit(requestCode, onEmailInvalid)(event)}
        >
          <p className={styles.note}>{strings.emailIntro}</p>
          <EmailField {...emailForm.register('email')} {...marks(emailForm.formState.errors.email?.message)} />
          <FormMessage id={messageId} flash={flash} />
          <Button type="submit" size="lg" fullWidth loading={sendCode.isPending} loadingText={strings.sending}>
            {strings.sendCode}
          </Button>
        </form>
      ) : null}

      {state.step === 'code' ? (
        <form method="post" noValidate className={styles.form} onSubmit={verify}>
          <p className={styles.note}>{format(strings.codeIntro, { email: resetEmail })}</p>
          <div aria-live="assertive">
            <CodeInput
              label={strings.codeLabel}
              value={state.code}
              onChange={(code) => setState({ ...state, code })}
              error={codeError}
              disabled={state.verifying}
              autoFocus
            />
          </div>
          <FormMessage id={messageId} flash={codeError ? null : flash} />
          <Button type="submit" size="lg" fullWidth disabled={state.verifying}>
            {strings.verify}
          </Button>
          <Button variant="ghost" size="sm" disabled={state.verifying} onClick={() => restart()}>
            {strings.differentEmail}
          </Button>
        </form>
      ) : null}

      {state.step === 'password' ? (
        <form
          method="post"
          noValidate
          className={styles.form}
          onSubmit={(event) => void passwordForm.handleSubmit(savePassword, onPasswordInvalid)(event)}
        >
          <p className={styles.note}>{format(strings.passwordIntro, { email: resetEmail })}</p>
          <input type="email" name="email" autoComplete="username" value={resetEmail} readOnly hidden />
          <PasswordField
            label={strings.newPassword}
            hint={authText.fields.passwordHint}
            disabled={state.done}
            {...passwordForm.register('password')}
            {...marks(passwordForm.formState.errors.password?.message)}
          />
          <PasswordField
            label={strings.confirmPassword}
            disabled={state.done}
            {...passwordForm.register('confirmPassword')}
            {...marks(passwordForm.formState.errors.confirmPassword?.message)}
          />
          <FormMessage id={messageId} flash={flash} />
          <Button type="submit" size="lg" fullWidth loading={saveNewPassword.isPending} loadingText={strings.saving} disabled={state.done}>
            {strings.save}
          </Button>
        </form>
      ) : null}
    </AuthPage>
  );
}
