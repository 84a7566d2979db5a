import { useCallback, useId, useState } from 'react';
import { ApiError, messageOf, userMessage } from '@/api/errors';
import { Banner, Button, EmptyState, ErrorState, Skeleton } from '@/components/ui';
import { contracts as contractsText } from '@/i18n/contracts';
import { useMilestones } from '../api/get-milestones';
import { useSetTaskStatus } from '../api/set-task-status';
import { progressOf, type Milestone, type Task } from '../lib/contract-model';
import { AddItemDialog, type AddItemTarget } from './add-item-dialog';
import { MilestoneCard } from './milestone-card';
import styles from './milestones-section.module.css';
import { fill } from '@/lib/format';
import { PlusIcon } from './icons';

const copy = contractsText.milestones;

export interface MilestonesSectionProps {
  contractId: string;
  /** Adding milestones and tasks, and marking tasks complete: local, investor and admin (specification §6). */
  canPlan: boolean;
  /** Commenting: foreign, investor and admin (specification §6). */
  canComment: boolean;
}

/** Who may do what on the plan (specification §6); the mock server enforces the same lists. */
export function milestonePermissions(category: string, contractStatus: string | null | undefined) {
  // A signed contract is an approved one whose agreement both parties signed: its plan stays open.
  const open = contractStatus === 'approved' || contractStatus === 'signed';
  return {
    canPlan: open && ['local', 'investor', 'admin'].includes(category),
    canComment: open && ['foreign', 'investor', 'admin'].includes(category),
  };
}

/** 'Project Milestones': the numbered plan of an approved contract with its tasks and comments. */
export function MilestonesSection({ contractId, canPlan, canComment }: MilestonesSectionProps) {
  const headingId = useId();
  const milestones = useMilestones(contractId);
  const taskStatus = useSetTaskStatus(contractId);
  const [target, setTarget] = useState<AddItemTarget | null>(null);
  const closeDialog = useCallback(() => setTarget(null), []);

  const setStatus = (task: Task, status: 'completed' | 'pending') => {
    if (taskStatus.isPending) return;
    taskStatus.mutate({ contractId, taskId: task._id, status });
  };
  const asTarget = (milestone: Milestone) => ({ _id: milestone._id, title: milestone.title });

  let body;
  if (milestones.isPending) {
    body = (
      <div aria-busy="true" className={styles.loading}>
        <p role="status" className="visually-hidden">
          {copy.loading}
        </p>
        {[0, 1].map((index) => (
          <div key={index} className={styles.skeleton} aria-hidden="true">
            <Skeleton variant="circle" height={40} />
            <Skeleton lines={4} />
          </div>
        ))}
      </div>
    );
  } else if (milestones.isError) {
    const server = milestones.error instanceof ApiError ? messageOf(milestones.error.body) : null;
    body = (
      <ErrorState
        title={copy.errorTitle}
        message={server ?? copy.errorFallback}
        onRetry={() => void milestones.refetch()}
        retryLabel={copy.retry}
        retrying={milestones.isFetching}
        headingLevel={3}
      />
    );
  } else if (milestones.data.miles.length === 0) {
    body = <EmptyState title={copy.empty} headingLevel={3} />;
  } else {
    const { miles, tasks, comments } = milestones.data;
    body = (
      <ol className={styles.timeline}>
        {miles.map((milestone, index) => (
          <li key={milestone._id} className={styles.item}>
            <MilestoneCard
              number={index + 1}
              milestone={milestone}
              tasks={tasks.filter((task) => task.milestoneId === milestone._id)}
              comments={comments.filter((comment) => comment.milestoneId === milestone._id)}
              canPlan={canPlan}
              canComment={canComment}
              onAddTask={(m) => setTarget({ kind: 'task', milestone: asTarget(m) })}
              onAddComment={(m) => setTarget({ kind: 'comment', milestone: asTarget(m) })}
              onSetTaskStatus={setStatus}
              updatingTaskId={taskStatus.isPending ? (taskStatus.variables?.taskId ?? null) : null}
            />
          </li>
        ))}
      </ol>
    );
  }

  const overall = milestones.data ? progressOf(milestones.data.tasks) : null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <h2 id={headingId}>{copy.heading}</h2>
          <p className={styles.intro}>
            {overall && milestones.data && milestones.data.miles.length > 0
              ? fill(copy.summary, {
                  done: overall.done,
                  total: overall.total,
                  count: milestones.data.miles.length,
                })
              : copy.intro}
          </p>
        </div>
        {canPlan ? (
          <Button iconStart={<PlusIcon />} onClick={() => setTarget({ kind: 'milestone' })}>
            {copy.addMilestone}
          </Button>
        ) : null}
      </div>
      {taskStatus.isError ? (
        <Banner tone="error" onClose={() => taskStatus.reset()}>
          {userMessage(taskStatus.error, copy.taskUpdateFailed)}
        </Banner>
      ) : null}
      {body}
      <AddItemDialog contractId={contractId} target={target} onClose={closeDialog} />
    </section>
  );
}
