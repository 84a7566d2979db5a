import { useId } from 'react';
import { Avatar, Button, ProgressBar } from '@/components/ui';
import { contracts as contractsText } from '@/i18n/contracts';
import { isCompleted, progressOf, type Comment, type Milestone, type Task } from '../lib/contract-model';
import styles from './milestone-card.module.css';
import { fill, formatDate, formatNumber, formatPercent } from '@/lib/format';
import { PlusIcon } from './icons';

const copy = contractsText.milestones;

export interface MilestoneCardProps {
  /** 1-based position in the plan. */
  number: number;
  milestone: Milestone;
  tasks: readonly Task[];
  comments: readonly Comment[];
  /** Local partners, investors and admins may add tasks and mark them complete (specification §6). */
  canPlan?: boolean;
  /** Foreign businesses, investors and admins may comment (specification §6). */
  canComment?: boolean;
  onAddTask?: (milestone: Milestone) => void;
  onAddComment?: (milestone: Milestone) => void;
  onSetTaskStatus?: (task: Task, status: 'completed' | 'pending') => void;
  /** The task whose status is being changed. */
  updatingTaskId?: string | null;
}

/**
 * One numbered milestone: title, description, due date, progress (completed tasks / all tasks,
 * rounded; 0 without tasks), its tasks with completed or pending icons, and its comments.
 */
export function MilestoneCard({
  number,
  milestone,
  tasks,
  comments,
  canPlan = false,
  canComment = false,
  onAddTask,
  onAddComment,
  onSetTaskStatus,
  updatingTaskId = null,
}: MilestoneCardProps) {
  const titleId = useId();
  const progress = progressOf(tasks);
  const complete = progress.total > 0 && progress.done === progress.total;
  const progressText = fill(copy.progressText, {
    done: progress.done,
    total: progress.total,
  });
  return (
    <article className={styles.milestone} aria-labelledby={titleId} data-complete={complete || undefined}>
      <div className={styles.marker} aria-hidden="true">
        {formatNumber(number)}
      </div>
      <div className={styles.content}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>
            <span>{fill(copy.number, { number })}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={milestone.dueDate}>{fill(copy.due, { date: formatDate(milestone.dueDate) })}</time>
          </p>
          {/* Titles, descriptions, tasks and comments are the parties' own words, in their own direction. */}
          <h3 id={titleId} className={styles.title} dir="auto">
            {milestone.title}
          </h3>
          <p className={styles.description} dir="auto">
            {milestone.description}
          </p>
        </header>

        <ProgressBar
          value={progress.percent}
          label={copy.progress}
          valueText={`${formatPercent(progress.percent / 100)} — ${progressText}`}
          size="sm"
        />
        {progress.total > 0 ? (
          <p className={styles.progressText}>{progressText}</p>
        ) : null}

        <div className={styles.columns}>
          <section className={styles.panel} aria-label={fill(copy.tasksRegion, { number })}>
            <div className={styles.panelHeader}>
              <h4 className={styles.panelTitle}>
                {copy.tasksHeading}
              </h4>
              {canPlan && onAddTask ? (
                <Button
                  size="sm"
                  variant="ghost"
                  iconStart={<PlusIcon />}
                  onClick={() => onAddTask(milestone)}
                  aria-label={fill(copy.addTaskTo, { title: milestone.title })}
                >
                  {copy.addTask}
                </Button>
              ) : null}
            </div>
            {tasks.length === 0 ? (
              <p className={styles.empty}>
                <ListIcon />
                {copy.noTasks}
              </p>
            ) : (
              <ul className={styles.tasks}>
                {tasks.map((task) => (
                  <TaskItem
                    key={task._id}
                    task={task}
                    canPlan={canPlan}
                    onSetStatus={onSetTaskStatus}
                    updating={updatingTaskId === task._id}
                  />
                ))}
              </ul>
            )}
          </section>

          <section className={styles.panel} aria-label={fill(copy.commentsRegion, { number })}>
            <div className={styles.panelHeader}>
              <h4 className={styles.panelTitle}>
                {copy.commentsHeading}
              </h4>
              {canComment && onAddComment ? (
                <Button
                  size="sm"
                  variant="ghost"
                  iconStart={<PlusIcon />}
                  onClick={() => onAddComment(milestone)}
                  aria-label={fill(copy.addCommentTo, { title: milestone.title })}
                >
                  {copy.addComment}
                </Button>
              ) : null}
            </div>
            {comments.length === 0 ? (
              <p className={styles.empty}>
                <ChatIcon />
                {copy.noComments}
              </p>
            ) : (
              <ul className={styles.comments}>
                {comments.map((comment) => {
                  const author = comment.author?.trim() || copy.unknownAuthor;
                  return (
                    <li key={comment._id} className={styles.comment}>
                      <Avatar name={author} size={32} alt="" />
                      <div className={styles.commentBody}>
                        <p className={styles.commentMeta}>
                          <span className={styles.author} dir="auto">
                            {author}
                          </span>
                          <span aria-hidden="true"> · </span>
                          <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time>
                        </p>
                        <p className={styles.commentText} dir="auto">
                          {comment.text}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}

function TaskItem({
  task,
  canPlan,
  onSetStatus,
  updating,
}: {
  task: Task;
  canPlan: boolean;
  onSetStatus: MilestoneCardProps['onSetTaskStatus'];
  updating: boolean;
}) {
  const done = isCompleted(task);
  return (
    <li className={styles.task} data-status={done ? 'completed' : 'pending'}>
      <span className={styles.taskIcon} data-status={done ? 'completed' : 'pending'} aria-hidden="true">
        {done ? <CheckIcon /> : <PendingIcon />}
      </span>
      <div className={styles.taskBody}>
        <p className={styles.taskTitle} dir="auto">
          {task.title}
        </p>
        {task.description ? (
          <p className={styles.taskDescription} dir="auto">
            {task.description}
          </p>
        ) : null}
        <p className={styles.taskMeta}>
          <time dateTime={task.dueDate}>{fill(copy.due, { date: formatDate(task.dueDate) })}</time>
          <span aria-hidden="true"> · </span>
          <span className={styles.taskStatus}>{done ? copy.taskCompleted : copy.taskPending}</span>
        </p>
      </div>
      {canPlan && onSetStatus ? (
        <Button
          size="sm"
          variant={done ? 'ghost' : 'secondary'}
          className={styles.taskAction}
          loading={updating}
          onClick={() => onSetStatus(task, done ? 'pending' : 'completed')}
          aria-label={fill(done ? copy.reopenOf : copy.markCompleteOf, { title: task.title })}
        >
          {done ? copy.reopen : copy.markComplete}
        </Button>
      ) : null}
    </li>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="m6 10.3 2.6 2.6L14 7.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PendingIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10 5.8V10l2.8 1.8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}


function ListIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true" focusable="false">
      <path d="M9 6h11M9 12h11M9 18h11" strokeLinecap="round" />
      <path d="m3.5 6 1.2 1.2L7 5M3.5 12l1.2 1.2L7 11M3.5 18l1.2 1.2L7 17" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true" focusable="false">
      <path d="M4 5h16v11H9l-5 4V5Z" strokeLinejoin="round" />
    </svg>
  );
}
