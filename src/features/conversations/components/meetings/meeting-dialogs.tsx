import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { userMessage } from '@/api/errors';
import type { components } from '@/api/schema';
import { Banner, Button, ConfirmDialog, Modal, TextareaField } from '@/components/ui';
import { meetings as meetingsText } from '@/i18n/meetings';
import { fill } from '@/lib/format';
import { useRevalidateOnLanguage } from '@/lib/hooks/use-revalidate-on-language';
import { useCancelMeeting } from '../../api/cancel-meeting';
import { useDeclineMeeting } from '../../api/decline-meeting';
import { REASON_MAX } from '../../lib/meeting-form';
import styles from './meeting-panel.module.css';

type Meeting = components['schemas']['Meeting'];

interface MeetingDialogProps {
  contractId: string;
  meeting: Meeting;
  /** The other party, who reads the reason. */
  company: string;
  onClose: () => void;
  onDone: () => void;
}

/** Its messages are read when a check fails, so they follow a language switch (decision 029). */
const declineSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: () => meetingsText.decline.reasonRequired })
    .max(REASON_MAX, { error: () => fill(meetingsText.decline.reasonTooLong, { max: REASON_MAX }) }),
});

/** Decline the proposed times: the reason is required and reaches the other party in the thread. */
export function DeclineMeetingDialog({ contractId, meeting, company, onClose, onDone }: MeetingDialogProps) {
  const copy = meetingsText.decline;
  const formId = useId();
  const decline = useDeclineMeeting(contractId);
  const form = useForm<z.input<typeof declineSchema>>({ resolver: zodResolver(declineSchema), defaultValues: { reason: '' } });
  // An error on show is worded again when the reader switches language; what was typed stays.
  useRevalidateOnLanguage(form);
  const { errors, isSubmitting } = form.formState;
  const length = useWatch({ control: form.control, name: 'reason' }).length;
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await decline.mutateAsync({ meetingId: meeting.id, reason: reason.trim() });
      onDone();
    } catch (error) {
      form.setError('root', { type: 'server', message: userMessage(error, copy.failed) });
    }
  });
  return (
    <Modal
      open
      title={copy.title}
      description={fill(copy.intro, { company })}
      onClose={onClose}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {copy.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={isSubmitting} loadingText={copy.submitting}>
            {copy.submit}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        {errors.root?.message ? (
          <Banner tone="error" title={copy.failed}>
            {errors.root.message}
          </Banner>
        ) : null}
        <TextareaField
          label={copy.reason}
          required
          rows={3}
          dir="auto"
          hint={fill(meetingsText.propose.counter, { count: length, max: REASON_MAX })}
          error={errors.reason?.message}
          data-autofocus
          {...form.register('reason')}
        />
      </form>
    </Modal>
  );
}

/** Cancel a proposed or agreed meeting, with an optional reason; the other party is told in the thread. */
export function CancelMeetingDialog({ contractId, meeting, company, onClose, onDone }: MeetingDialogProps) {
  const copy = meetingsText.cancel;
  const cancel = useCancelMeeting(contractId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const tooLong = reason.trim().length > REASON_MAX;
  const confirm = () => {
    if (tooLong) return;
    setProblem(null);
    cancel.mutate(
      { meetingId: meeting.id, reason: reason.trim() || undefined },
      { onSuccess: onDone, onError: (error) => setProblem(userMessage(error, copy.failed)) },
    );
  };
  return (
    <ConfirmDialog
      open
      tone="danger"
      title={copy.title}
      message={fill(copy.message, { company })}
      confirmLabel={copy.confirm}
      cancelLabel={copy.keep}
      busy={cancel.isPending}
      busyLabel={copy.busy}
      onCancel={onClose}
      onConfirm={confirm}
    >
      <div className={styles.dialogForm}>
        {problem ? (
          <Banner tone="error" title={copy.failed}>
            {problem}
          </Banner>
        ) : null}
        <TextareaField
          label={copy.reason}
          rows={3}
          dir="auto"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          hint={fill(meetingsText.propose.counter, { count: reason.length, max: REASON_MAX })}
          error={tooLong ? fill(copy.reasonTooLong, { max: REASON_MAX }) : undefined}
          disabled={cancel.isPending}
        />
      </div>
    </ConfirmDialog>
  );
}
