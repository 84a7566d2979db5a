import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { isMockMode } from '@/api/client';
import { serverFieldErrors } from '@/api/errors';
import { Button, CheckboxField, CodeInput, SelectField, Spinner, TextField } from '@/components/ui';
import { format, t } from '@/i18n';
import { auth as authText } from '@/i18n/auth';
import { notifySessionChange, pathAfterSignup } from '@/lib/session';
import { readDraft, setSession, writeDraft } from '@/lib/storage';
import { timings } from '@/lib/timings';
import { useAddUser } from '../api/add-user';
import { useSendCode } from '../api/send-code';
import { AuthPage } from '../components/auth-page';
import { FormMessage } from '../components/form-message';
import { GoogleSignIn } from '../components/google-sign-in';
import { useFormFeedback } from '@/lib/hooks/use-form-feedback';
import { useTimer } from '@/lib/hooks/use-timer';
import { firstErrorMessage } from '../lib/form-errors';
import { DRAFT_FIELDS, DRAFT_ID, draftOf, registrationFailure, sendFailure, SENT_FIELDS, type Refusals, type SignupDraft } from '../lib/signup';
import {
  emptySignup,
  signupCategories,
  signupFields,
  signupSchema,
  type SignupInput,
  type SignupValues,
} from '../schemas/signup';
import styles from './auth-routes.module.css';
import { limits } from '@/lib/limits';
import { EmailField, PasswordField } from '../components/account-fields';

const strings = authText.signup;

const errors = strings.errors;
/** The labels are getters, read at each render, so a language switch relabels the select (decision 029). */
const categoryOptions = signupCategories.map((value) => ({
  value,
  get label() {
    return strings.categories[value];
  },
}));

/**
 * /signup: the six fields and the terms, then a 6-digit code sent to the e-mail (the boxes appear
 * 0.8 s after it is sent), then the account is created with that code.
 */
export function Component() {
  const navigate = useNavigate();
  const sendCode = useSendCode();
  const addUser = useAddUser();
  const codeTimer = useTimer();
  const { flash, show, clear, singleFlight, redirect, messageId } = useFormFeedback(timings.signupMessageClear);

  const [stage, setStage] = useState<'details' | 'code'>('details');
  const [codeVisible, setCodeVisible] = useState(false);
  const [code, setCode] = useState('');
  const [created, setCreated] = useState(false);
  const [sentEmail, setSentEmail] = useState('');
  // Fields the server refused at account creation, with its reasons (until the next code request).
  const [refused, setRefused] = useState<Refusals>({});
  // The code the server returned (compared here, as the host's page does; null when the host keeps
  // it to itself and checks the typed code with /addUser) and the details it was sent for. Never
  // rendered, never logged.
  const sentCode = useRef<string | null>(null);
  const sentFor = useRef<SignupValues | null>(null);

  const {
    register,
    handleSubmit,
    clearErrors,
    getValues,
    setValue,
    subscribe,
    formState: { errors: fieldErrors },
  } = useForm<SignupInput, unknown, SignupValues>({ resolver: zodResolver(signupSchema), defaultValues: emptySignup });

  // A reload loses nothing but the passwords: the details come back from a draft (after hydration,
  // and never over what was typed already), and every change is kept until the account exists.
  useEffect(() => {
    const saved = readDraft<SignupDraft>(DRAFT_ID);
    if (saved && typeof saved === 'object') {
      for (const field of DRAFT_FIELDS) {
        const value = saved[field];
        const fits = field === 'terms' ? typeof value === 'boolean' : typeof value === 'string';
        if (fits && !getValues(field)) setValue(field, value as never);
      }
    }
    return subscribe({ formState: { values: true }, callback: ({ values }) => writeDraft(DRAFT_ID, draftOf(values)) });
  }, [getValues, setValue, subscribe]);

  const showError = (text: string) => show({ tone: 'error', text }, { onExpire: () => clearErrors() });

  const requestCode = (values: SignupValues) =>
    singleFlight(async () => {
      clear();
      setRefused({});
      try {
        const data = await sendCode.mutateAsync({ email: values.email, purpose: 'signup' });
        sentCode.current = data.code ?? null;
        sentFor.current = values;
        setSentEmail(values.email);
        setCode('');
        if (stage === 'code') {
          show({ tone: 'info', text: format(strings.codeSent, { email: values.email }) });
          return;
        }
        setStage('code');
        setCodeVisible(false);
        codeTimer.schedule(() => setCodeVisible(true), timings.codeInputsAppear);
      } catch (error) {
        showError(sendFailure(error));
      }
    });

  const onDetailsInvalid = (formErrors: FieldErrors<SignupInput>) =>
    showError(firstErrorMessage(formErrors, signupFields) ?? errors.required);

  const createAccount = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const details = sentFor.current;
    if (!details) return;
    if (code.length !== 6 || (sentCode.current !== null && code !== sentCode.current)) {
      showError(errors.invalidCode);
      return;
    }
    void singleFlight(async () => {
      clear();
      try {
        const data = await addUser.mutateAsync({
          name: details.name,
          businessName: details.businessName,
          email: details.email,
          category: details.category,
          password: details.password,
          hasCompletedProfile: false,
          code,
        });
        setSession(data.token, data.user);
        writeDraft(DRAFT_ID, null);
        notifySessionChange();
        setCreated(true);
        show({ tone: 'success', text: strings.created }, { persist: true });
        redirect.schedule(
          () => navigate(pathAfterSignup(data.user.category, data.user.hasCompletedProfile), { replace: true }),
          timings.signupRedirect,
        );
      } catch (error) {
        const refusals = serverFieldErrors(error, SENT_FIELDS);
        if (refusals.length > 0) {
          // Back to the details, each refused field marked with the server's reason (the banner keeps
          // the specification's words); the code step comes back with the next code.
          changeDetails();
          setRefused(Object.fromEntries(refusals.map((refusal) => [refusal.path, refusal.message])));
        }
        showError(registrationFailure(error));
      }
    });
  };

  const resend = () => {
    if (sentFor.current) void requestCode(sentFor.current);
  };

  const changeDetails = () => {
    codeTimer.cancel();
    clear();
    sentCode.current = null;
    sentFor.current = null;
    setStage('details');
    setCodeVisible(false);
    setCode('');
  };

  const marks = (field: keyof SignupInput) => {
    const reason = stage === 'details' ? refused[field as keyof Refusals] : undefined;
    if (reason) return { error: reason };
    const marked = stage === 'details' && flash?.tone === 'error' && fieldErrors[field]?.message === flash.text;
    return marked ? { 'aria-invalid': true, 'aria-describedby': messageId } : {};
  };

  const codeError = stage === 'code' && flash?.tone === 'error' && flash.text === errors.invalidCode ? flash.text : undefined;
  const busy = sendCode.isPending || addUser.isPending || created;

  return (
    <AuthPage
      title={t.routes.signup}
      intro={strings.intro}
      footer={
        <p className={styles.switch}>
          {strings.haveAccount} <Link to="/login">{strings.loginLink}</Link>
        </p>
      }
    >
      <form method="post" noValidate className={styles.form} onSubmit={(event) => void handleSubmit(requestCode, onDetailsInvalid)(event)}>
        <fieldset className={styles.fieldset} disabled={stage === 'code'}>
          <div className={styles.twoColumns}>
            <TextField label={strings.name} autoComplete="name" required maxLength={limits.personName} {...register('name')} {...marks('name')} />
            <TextField
              label={strings.businessName}
              autoComplete="organization"
              required
              maxLength={limits.businessName}
              {...register('businessName')}
              {...marks('businessName')}
            />
          </div>
          <EmailField {...register('email')} {...marks('email')} />
          <SelectField
            label={strings.category}
            placeholder={strings.categoryPlaceholder}
            options={categoryOptions}
            required
            {...register('category')}
            {...marks('category')}
          />
          <PasswordField hint={authText.fields.passwordHint} {...register('password')} {...marks('password')} />
          <PasswordField label={strings.confirmPassword} {...register('confirmPassword')} {...marks('confirmPassword')} />
          <CheckboxField
            className={styles.terms}
            label={
              <>
                {strings.termsBefore}
                <Link to="/terms" target="_blank" rel="noopener">
                  {strings.termsLink}
                </Link>
              </>
            }
            required
            {...register('terms')}
            {...marks('terms')}
          />
        </fieldset>
        {stage === 'details' ? (
          <>
            <FormMessage id={messageId} flash={flash} />
            <Button type="submit" size="lg" fullWidth loading={sendCode.isPending} loadingText={strings.sendingCode}>
              {strings.sendCode}
            </Button>
          </>
        ) : null}
      </form>

      {stage === 'code' ? (
        <form method="post" noValidate className={styles.codeStep} onSubmit={createAccount}>
          <p>{format(strings.codeSent, { email: sentEmail })}</p>
          {codeVisible ? (
            <>
              <div aria-live="assertive">
                <CodeInput
                  label={strings.codeLabel}
                  hint={strings.codeHint}
                  value={code}
                  onChange={setCode}
                  error={codeError}
                  disabled={created}
                  autoFocus
                />
              </div>
              <FormMessage id={messageId} flash={codeError ? null : flash} />
              <Button type="submit" size="lg" fullWidth loading={addUser.isPending} loadingText={strings.creating} disabled={created}>
                {strings.createAccount}
              </Button>
              <div className={styles.actions}>
                <Button variant="ghost" size="sm" disabled={busy} onClick={resend}>
                  {strings.resendCode}
                </Button>
                <Button variant="ghost" size="sm" disabled={busy} onClick={changeDetails}>
                  {strings.changeDetails}
                </Button>
              </div>
            </>
          ) : (
            <p className={styles.pending}>
              <Spinner size="sm" label={strings.preparingCode} />
              <span aria-hidden="true">{strings.preparingCode}</span>
            </p>
          )}
        </form>
      ) : null}

      {isMockMode && stage === 'details' ? <GoogleSignIn disabled={busy} /> : null}
    </AuthPage>
  );
}
