import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { isMockMode } from '@/api/client';
import { ApiError, messageOf, NetworkError } from '@/api/errors';
import { Button } from '@/components/ui';
import { format, t } from '@/i18n';
import { auth as authText } from '@/i18n/auth';
import { notifySessionChange, pathAfterLogin, useSession } from '@/lib/session';
import { clearSession, setSession } from '@/lib/storage';
import { timings } from '@/lib/timings';
import { useLoginUser } from '../api/login-user';
import { AuthPage } from '../components/auth-page';
import { DemoAccounts, type DemoAccount } from '../components/demo-accounts';
import { FormMessage } from '../components/form-message';
import { GoogleSignIn } from '../components/google-sign-in';
import { useFormFeedback } from '@/lib/hooks/use-form-feedback';
import { firstErrorMessage } from '../lib/form-errors';
import { loginFields, loginSchema, type LoginInput, type LoginValues } from '../schemas/login';
import styles from './auth-routes.module.css';
import { EmailField, PasswordField } from '../components/account-fields';

const strings = authText.login;
const errors = strings.errors;

/** The specification's login errors (specification §8), and the field each one is about. */
function failureOf(error: unknown): { text: string; field?: keyof LoginInput } {
  if (error instanceof NetworkError) return { text: errors.network };
  if (error instanceof ApiError) {
    if (error.status === 400) return { text: errors.required };
    if (error.status === 401) return { text: errors.userNotFound, field: 'email' };
    if (error.status === 402) return { text: errors.incorrectPassword, field: 'password' };
    return { text: messageOf(error.body) ?? errors.failed };
  }
  return { text: errors.failed };
}

/** /login: e-mail and password, the demo accounts and the demo Google sign-in in mock mode. */
export function Component() {
  const navigate = useNavigate();
  const login = useLoginUser();
  const { flash, show, clear, singleFlight, redirect, messageId } = useFormFeedback(timings.loginMessageClear);
  const [signedIn, setSignedIn] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors: fieldErrors },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const showError = (text: string) => show({ tone: 'error', text }, { onExpire: () => clearErrors() });

  const onValid = (values: LoginValues) =>
    singleFlight(async () => {
      // A login attempt starts from a clean slate: any stored token and user are cleared.
      clearSession();
      notifySessionChange();
      clear();
      try {
        const data = await login.mutateAsync({ email: values.email, password: values.password });
        setSession(data.token, data.user);
        notifySessionChange();
        setSignedIn(true);
        show({ tone: 'success', text: strings.success }, { persist: true });
        redirect.schedule(
          () => navigate(pathAfterLogin(data.user.category, data.user.hasCompletedProfile), { replace: true }),
          timings.loginRedirect,
        );
      } catch (error) {
        const failure = failureOf(error);
        if (failure.field) setError(failure.field, { message: failure.text });
        showError(failure.text);
      }
    });

  const onInvalid = (formErrors: FieldErrors<LoginInput>) => showError(firstErrorMessage(formErrors, loginFields) ?? errors.required);

  const fill = (account: DemoAccount, password: string) => {
    setValue('email', account.email);
    setValue('password', password);
    clearErrors();
    show({ tone: 'info', text: format(authText.demoAccounts.filled, { email: account.email }) });
    submitRef.current?.focus();
  };

  /** A field is marked while the message on screen is about it. */
  const marks = (field: keyof LoginInput) => {
    const marked = flash?.tone === 'error' && fieldErrors[field]?.message === flash.text;
    return marked ? { 'aria-invalid': true, 'aria-describedby': messageId } : {};
  };

  const busy = login.isPending || signedIn;
  // someone already signed in (not by this form): a way back, and the form for another account
  const session = useSession();
  const already = session && !signedIn ? session.user : null;

  return (
    <AuthPage
      title={t.routes.login}
      intro={strings.intro}
      aside={isMockMode ? <DemoAccounts onUse={fill} disabled={busy} /> : undefined}
      footer={
        <p className={styles.switch}>
          {strings.noAccount} <Link to="/signup">{strings.signupLink}</Link>
        </p>
      }
    >
      {already ? (
        <p className={styles.already}>
          {format(strings.alreadySignedIn, { name: already.name || already.email })}{' '}
          <Link to={pathAfterLogin(already.category, already.hasCompletedProfile)}>{strings.backToDashboard}</Link> {strings.orAnotherAccount}
        </p>
      ) : null}
      <form method="post" noValidate className={styles.form} onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}>
        <EmailField {...register('email')} {...marks('email')} />
        <PasswordField purpose="current" {...register('password')} {...marks('password')} />
        <p className={styles.forgot}>
          <Link to="/forgot-password">{strings.forgotPassword}</Link>
        </p>
        <FormMessage id={messageId} flash={flash} />
        <Button ref={submitRef} type="submit" size="lg" fullWidth loading={login.isPending} loadingText={strings.submitting} disabled={signedIn}>
          {strings.submit}
        </Button>
      </form>
      {isMockMode ? <GoogleSignIn disabled={busy} /> : null}
    </AuthPage>
  );
}
