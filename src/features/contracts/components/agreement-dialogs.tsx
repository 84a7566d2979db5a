import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { userMessage } from '@/api/errors';
import { Banner, Button, CheckboxField, Modal, Spinner, TextareaField, TextField } from '@/components/ui';
import { agreements as agreementsText } from '@/i18n/agreements';
import { fill } from '@/lib/format';
import { useAgreementVersion } from '../api/get-agreement-version';
import { useDocumentLanguage } from '../lib/agreement-language';
import { declineFormSchema, signFormSchema, type DeclineFormValues, type SignFormValues } from '../schemas/agreement-forms';
import styles from './agreement-dialogs.module.css';
import { DocumentLanguageChoice } from './contract-document';

const copy = agreementsText;

interface ActionDialogProps<Values> {
  onClose: () => void;
  /** Sends the form; rejects with the server's refusal, which the dialog shows above the kept values. */
  submit: (values: Values) => Promise<unknown>;
}

export interface SignDialogProps extends ActionDialogProps<{ fullName: string }> {
  contractId: string;
  version: number;
  /** The party the signer signs for. */
  company: string;
}

/**
 * Review and sign: the version in a frame (no scripts run in it) in the reader's document language
 * (English, Arabic or both side by side, issue 15; what is signed is always the English text, and
 * the dialog says so), the signatory's full name typed as the signature, the consent box, and Sign.
 * A refusal is shown and nothing typed is lost.
 */
export function SignDialog({ contractId, version, company, onClose, submit }: SignDialogProps) {
  const formId = useId();
  const [language, setLanguage] = useDocumentLanguage();
  const document = useAgreementVersion(contractId, version, language);
  const form = useForm<SignFormValues>({ resolver: zodResolver(signFormSchema), defaultValues: { fullName: '', consent: false } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ fullName }) => {
    try {
      await submit({ fullName: fullName.trim() });
      onClose();
    } catch (error) {
      form.setError('root', { message: userMessage(error, copy.sign.failed) });
    }
  });
  return (
    <Modal
      open
      size="lg"
      title={copy.sign.title}
      description={fill(copy.sign.intro, { version })}
      onClose={onClose}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {copy.sign.cancel}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting} loadingText={copy.sign.submitting}>
            {copy.sign.submit}
          </Button>
        </>
      }
    >
      <DocumentLanguageChoice
        value={language}
        onChange={setLanguage}
        hint={document.data && document.data.language !== language ? copy.documentLanguage.onlyEnglish : fill(copy.documentLanguage.signedText, { version })}
      />
      <div className={styles.frameBox}>
        {document.data ? (
          <iframe className={styles.frame} title={fill(copy.sign.frameTitle, { version })} srcDoc={document.data.html} sandbox="" />
        ) : document.isError ? (
          <Banner tone="error">{copy.sign.documentFailed}</Banner>
        ) : (
          <p role="status" className={styles.loading}>
            <Spinner decorative /> {copy.sign.loadingDocument}
          </p>
        )}
      </div>
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {errors.root?.message ? (
          <Banner tone="error" title={copy.sign.failed}>
            {errors.root.message}
          </Banner>
        ) : null}
        <p className={styles.for}>{fill(copy.sign.signFor, { company })}</p>
        <TextField
          label={copy.sign.fullName}
          hint={copy.sign.fullNameHint}
          autoComplete="name"
          required
          error={errors.fullName?.message}
          data-autofocus
          {...form.register('fullName')}
        />
        <CheckboxField label={copy.sign.consent} required error={errors.consent?.message} {...form.register('consent')} />
      </form>
    </Modal>
  );
}

/** Decline to sign: the reason goes to the other party and into the audit trail. */
export function DeclineDialog({ onClose, submit }: ActionDialogProps<{ reason: string }>) {
  const formId = useId();
  const form = useForm<DeclineFormValues>({ resolver: zodResolver(declineFormSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await submit({ reason: reason.trim() });
      onClose();
    } catch (error) {
      form.setError('root', { message: userMessage(error, copy.decline.failed) });
    }
  });
  return (
    <Modal
      open
      title={copy.decline.title}
      description={copy.decline.intro}
      onClose={onClose}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {copy.decline.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={isSubmitting} loadingText={copy.decline.submitting}>
            {copy.decline.submit}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        {errors.root?.message ? (
          <Banner tone="error" title={copy.decline.failed}>
            {errors.root.message}
          </Banner>
        ) : null}
        <TextareaField label={copy.decline.reason} required error={errors.reason?.message} data-autofocus {...form.register('reason')} />
      </form>
    </Modal>
  );
}
