import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useId } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, messageOf } from '@/api/errors';
import { Banner, Button, Modal, Stack, TextareaField, TextField } from '@/components/ui';
import { contracts as contractsText } from '@/i18n/contracts';
import { timings } from '@/lib/timings';
import { useAddComment } from '../api/add-comment';
import { useAddMilestone } from '../api/add-milestone';
import { useAddTask } from '../api/add-task';
import {
  commentFormSchema,
  milestoneFormSchema,
  taskFormSchema,
  type CommentFormValues,
  type MilestoneFormValues,
} from '../schemas/milestone-forms';
import styles from './add-item-dialog.module.css';
import { limits } from '@/lib/limits';
import { fill } from '@/lib/format';

const copy = contractsText.forms;

export type AddItemKind = 'milestone' | 'task' | 'comment';

export interface AddItemTarget {
  kind: AddItemKind;
  /** The milestone a task or comment belongs to. */
  milestone?: { _id: string; title: string };
}

export interface AddItemDialogProps {
  contractId: string;
  /** What to add; null keeps the dialog closed. */
  target: AddItemTarget | null;
  onClose: () => void;
}

/**
 * The add-milestone, add-task and add-comment modals (specification §4): submit shows 'Processing...',
 * success shows '{item} added successfully!', the milestones reload and the modal closes after
 * `timings.addModalClose`. A failure shows 'Failed to add item' and keeps what was typed.
 */
export function AddItemDialog({ contractId, target, onClose }: AddItemDialogProps) {
  if (!target) return null;
  return target.kind === 'comment' ? (
    <CommentDialog contractId={contractId} milestone={target.milestone} onClose={onClose} />
  ) : (
    <PlanItemDialog contractId={contractId} kind={target.kind} milestone={target.milestone} onClose={onClose} />
  );
}

interface MutationState {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
}

/** Closes the dialog `timings.addModalClose` after a success (the timer is cleared on unmount). */
function useCloseAfterSuccess(success: boolean, onClose: () => void) {
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!success) return undefined;
    const timer = window.setTimeout(() => close(), timings.addModalClose);
    return () => window.clearTimeout(timer);
  }, [success]);
}

function Feedback({ kind, mutation }: { kind: AddItemKind; mutation: MutationState }) {
  if (mutation.isSuccess) {
    return <Banner tone="success">{fill(copy.success, { item: copy.items[kind] })}</Banner>;
  }
  if (mutation.isError) {
    const server = mutation.error instanceof ApiError ? messageOf(mutation.error.body) : null;
    return (
      <Banner tone="error" title={copy.failed}>
        {server}
      </Banner>
    );
  }
  return null;
}

function Footer({ formId, submitLabel, mutation, onClose }: { formId: string; submitLabel: string; mutation: MutationState; onClose: () => void }) {
  return (
    <>
      <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
        {copy.cancel}
      </Button>
      <Button type="submit" form={formId} loading={mutation.isPending} loadingText={copy.processing} disabled={mutation.isSuccess}>
        {submitLabel}
      </Button>
    </>
  );
}

function PlanItemDialog({
  contractId,
  kind,
  milestone,
  onClose,
}: {
  contractId: string;
  kind: 'milestone' | 'task';
  milestone?: AddItemTarget['milestone'];
  onClose: () => void;
}) {
  const formId = useId();
  const addMilestone = useAddMilestone(contractId);
  const addTask = useAddTask(contractId);
  const mutation = kind === 'milestone' ? addMilestone : addTask;
  const form = useForm<MilestoneFormValues>({
    resolver: zodResolver(kind === 'milestone' ? milestoneFormSchema : taskFormSchema),
    defaultValues: { title: '', description: '', dueDate: '' },
  });
  const { errors } = form.formState;
  const busy = mutation.isPending || mutation.isSuccess;
  useCloseAfterSuccess(mutation.isSuccess, onClose);

  const submit = form.handleSubmit((values) => {
    if (busy) return;
    if (kind === 'milestone') addMilestone.mutate({ contractId, ...values });
    else if (milestone) addTask.mutate({ contractId, milestoneId: milestone._id, ...values });
  });

  return (
    <Modal
      open
      onClose={() => {
        if (!mutation.isPending) onClose();
      }}
      title={kind === 'milestone' ? copy.milestoneTitle : copy.taskTitle}
      description={kind === 'task' && milestone ? fill(copy.taskDescription, { title: milestone.title }) : undefined}
      closeOnBackdropClick={!mutation.isPending}
      hideCloseButton={mutation.isPending}
      footer={
        <Footer
          formId={formId}
          submitLabel={kind === 'milestone' ? copy.submitMilestone : copy.submitTask}
          mutation={mutation}
          onClose={onClose}
        />
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
        <Stack gap={4}>
          {/* What the parties type is theirs: each box takes the direction of its first letters. */}
          <TextField label={copy.title} required dir="auto" autoComplete="off" maxLength={limits.milestone.title} error={errors.title?.message} readOnly={busy} {...form.register('title')} />
          <TextareaField label={copy.description} required dir="auto" rows={3} maxLength={limits.milestone.description} error={errors.description?.message} readOnly={busy} {...form.register('description')} />
          <TextField label={copy.dueDate} type="date" required error={errors.dueDate?.message} readOnly={busy} {...form.register('dueDate')} />
          <Feedback kind={kind} mutation={mutation} />
        </Stack>
      </form>
    </Modal>
  );
}

function CommentDialog({ contractId, milestone, onClose }: { contractId: string; milestone?: AddItemTarget['milestone']; onClose: () => void }) {
  const formId = useId();
  const mutation = useAddComment(contractId);
  const form = useForm<CommentFormValues>({ resolver: zodResolver(commentFormSchema), defaultValues: { text: '' } });
  const { errors } = form.formState;
  const busy = mutation.isPending || mutation.isSuccess;
  useCloseAfterSuccess(mutation.isSuccess, onClose);

  const submit = form.handleSubmit((values) => {
    if (busy || !milestone) return;
    mutation.mutate({ contractId, milestoneId: milestone._id, text: values.text });
  });

  return (
    <Modal
      open
      onClose={() => {
        if (!mutation.isPending) onClose();
      }}
      title={copy.commentTitle}
      description={milestone ? fill(copy.commentDescription, { title: milestone.title }) : undefined}
      closeOnBackdropClick={!mutation.isPending}
      hideCloseButton={mutation.isPending}
      footer={<Footer formId={formId} submitLabel={copy.submitComment} mutation={mutation} onClose={onClose} />}
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
        <Stack gap={4}>
          <TextareaField label={copy.text} required dir="auto" rows={4} maxLength={limits.comment} error={errors.text?.message} readOnly={busy} {...form.register('text')} />
          <Feedback kind="comment" mutation={mutation} />
        </Stack>
      </form>
    </Modal>
  );
}
