import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, serverFieldErrors } from '@/api/errors';
import { Banner, Button, SelectField, TextareaField, TextField } from '@/components/ui';
import { marketing as marketingText } from '@/i18n/marketing';
import { options } from '@/lib/options';
import { timings } from '@/lib/timings';
import { useSendDemoRequest } from '../api/send-demo-request';
import { demoRequestSchema, emptyDemoRequest, type DemoRequest, type DemoRequestInput } from '../schemas/demo-request';
import styles from './demo-request-form.module.css';
import { limits } from '@/lib/limits';
import { useSingleFlight } from '@/lib/hooks/use-single-flight';

const copy = marketingText.demoForm;
const FIELDS = Object.keys(emptyDemoRequest) as Array<keyof DemoRequestInput>;

/** The banner's text is read at each render, so a language switch rewords the form's own messages (decision 029). */
type Notice = { tone: 'success' | 'error'; text: () => string; validation?: boolean };

/** The message of a failed send: the server's reason for a 400 (e.g. a malformed e-mail), else the spec's. */
function failureMessage(error: unknown): () => string {
  if (error instanceof ApiError && error.status === 400 && error.message) {
    const reason = error.message;
    return () => reason;
  }
  return () => copy.failed;
}

export interface DemoRequestFormProps {
  /** Values to start with (stories); empty by default. */
  defaultValues?: Partial<DemoRequestInput>;
}

/**
 * The Book a Demo form. Every field is required after trimming ('Please complete all fields.',
 * cleared after 3 s); sending goes through the e-mail adapter. Success resets the form; a failure
 * keeps every value. The send button is disabled while sending, and a second submit while one is
 * in flight is ignored, so a double click sends once.
 */
export function DemoRequestForm({ defaultValues }: DemoRequestFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<DemoRequestInput, unknown, DemoRequest>({
    resolver: zodResolver(demoRequestSchema),
    defaultValues: { ...emptyDemoRequest, ...defaultValues },
  });
  const mutation = useSendDemoRequest();
  const singleFlight = useSingleFlight();
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeId = useId();

  // Validation messages clear after 3 s (specification §9); results stay until the next send.
  useEffect(() => {
    if (!notice?.validation) return undefined;
    const timer = window.setTimeout(() => setNotice(null), timings.validationMessageClear);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const onValid = (request: DemoRequest) =>
    singleFlight(async () => {
      setNotice(null);
      try {
        await mutation.mutateAsync(request);
        reset({ ...emptyDemoRequest });
        setNotice({ tone: 'success', text: () => copy.sent });
      } catch (error) {
        // a field the server refused gets its message on the field; the banner says which to check
        const refused = serverFieldErrors(error, FIELDS);
        for (const { path, message } of refused) setError(path, { type: 'server', message });
        if (refused[0]) setFocus(refused[0].path);
        setNotice({ tone: 'error', text: refused.length ? () => copy.checkFields : failureMessage(error) });
      }
    });

  const onInvalid = () => {
    if (mutation.isPending) return;
    setNotice({ tone: 'error', text: () => copy.fieldsRequired, validation: true });
  };

  const sending = mutation.isPending;
  const describedBy = notice?.validation ? noticeId : undefined;
  const fieldProps = (name: keyof DemoRequestInput) => {
    const server = errors[name]?.type === 'server' ? errors[name]?.message : undefined;
    return {
      ...register(name),
      required: true,
      // the server's reason shows on the field itself; the form's own check points at the banner
      error: server,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] && !server ? describedBy : undefined,
    };
  };

  return (
    <form
      noValidate
      aria-label={copy.formLabel}
      aria-busy={sending || undefined}
      className={styles.form}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
    >
      <p className={styles.note}>{copy.requiredNote}</p>
      <div className={styles.grid}>
        <TextField label={copy.firstName} autoComplete="given-name" maxLength={limits.demo.firstName} {...fieldProps('firstName')} />
        <TextField label={copy.lastName} autoComplete="family-name" maxLength={limits.demo.lastName} {...fieldProps('lastName')} />
        {/* An address, a number and a link read left to right in an Arabic page too. */}
        <TextField label={copy.email} type="email" autoComplete="email" inputMode="email" dir="ltr" maxLength={limits.email} {...fieldProps('email')} />
        <TextField label={copy.phone} type="tel" autoComplete="tel" dir="ltr" maxLength={limits.demo.phone} {...fieldProps('phone')} />
        <TextField label={copy.company} autoComplete="organization" maxLength={limits.demo.company} {...fieldProps('company')} />
        <SelectField
          label={copy.employees}
          placeholder={copy.employeesPlaceholder}
          options={options.employeeBands}
          {...fieldProps('employees')}
        />
        <TextField
          label={copy.website}
          autoComplete="url"
          inputMode="url"
          dir="ltr"
          maxLength={limits.demo.website}
          className={styles.wide}
          {...fieldProps('website')}
        />
        <TextareaField label={copy.message} rows={5} dir="auto" maxLength={limits.demo.message} className={styles.wide} {...fieldProps('message')} />
      </div>
      <div className={styles.footer}>
        {notice ? (
          <div id={noticeId}>
            <Banner tone={notice.tone}>{notice.text()}</Banner>
          </div>
        ) : null}
        <Button type="submit" size="lg" loading={sending} loadingText={copy.sending} className={styles.submit}>
          {copy.submit}
        </Button>
      </div>
    </form>
  );
}
