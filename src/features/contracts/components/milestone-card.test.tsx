import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Comment, Milestone, Task } from '../lib/contract-model';
import { MilestoneCard } from './milestone-card';

const milestone: Milestone = { _id: 'ms_1', title: 'Bank account opened', description: 'AED and EUR accounts.', dueDate: '2026-09-13' };
const tasks: Task[] = [
  { _id: 't_1', milestoneId: 'ms_1', title: 'Prepare the KYC pack', description: 'Licence and passports.', dueDate: '2026-08-28', status: 'completed' },
  { _id: 't_2', milestoneId: 'ms_1', title: 'Fund the deposit', description: '', dueDate: '2026-09-09', status: 'pending' },
];
const comments: Comment[] = [
  { _id: 'c_1', milestoneId: 'ms_1', text: 'Thanks, received.', author: 'Astrid Lindqvist', createdAt: '2026-06-21T10:00:00.000Z' },
];

describe('MilestoneCard', () => {
  it('shows the number, title, description, due date, progress, tasks and comments', () => {
    render(<MilestoneCard number={2} milestone={milestone} tasks={tasks} comments={comments} />);
    const card = screen.getByRole('article', { name: 'Bank account opened' });
    expect(card).toHaveTextContent('Milestone 2 · Due 13 Sep 2026');
    expect(card).toHaveTextContent('AED and EUR accounts.');
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '50% — 1 of 2 tasks completed');
    const items = within(screen.getByRole('region', { name: 'Tasks, milestone 2' })).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.status)).toEqual(['completed', 'pending']);
    expect(screen.getByRole('region', { name: 'Comments, milestone 2' })).toHaveTextContent('Astrid Lindqvist · 21 Jun 2026Thanks, received.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty texts and 0 % without tasks or comments', () => {
    render(<MilestoneCard number={1} milestone={milestone} tasks={[]} comments={[]} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('No tasks assigned to this milestone yet.')).toBeInTheDocument();
    expect(screen.getByText('No comments yet for this milestone.')).toBeInTheDocument();
  });

  it('signs a comment without an author "Unknown"', () => {
    render(<MilestoneCard number={1} milestone={milestone} tasks={[]} comments={[{ ...comments[0]!, author: '  ' }]} />);
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });

  it('offers planners Add task and the task buttons, commenters Add comment', async () => {
    const onAddTask = vi.fn();
    const onAddComment = vi.fn();
    const onSetTaskStatus = vi.fn();
    render(
      <MilestoneCard
        number={1}
        milestone={milestone}
        tasks={tasks}
        comments={comments}
        canPlan
        canComment
        onAddTask={onAddTask}
        onAddComment={onAddComment}
        onSetTaskStatus={onSetTaskStatus}
        updatingTaskId="t_1"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add task to "Bank account opened"' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add comment to "Bank account opened"' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark complete: "Fund the deposit"' }));
    expect(onAddTask).toHaveBeenCalledWith(milestone);
    expect(onAddComment).toHaveBeenCalledWith(milestone);
    expect(onSetTaskStatus).toHaveBeenCalledWith(tasks[1], 'completed');
    expect(screen.getByRole('button', { name: 'Reopen: "Prepare the KYC pack"' })).toBeDisabled();
  });
});
