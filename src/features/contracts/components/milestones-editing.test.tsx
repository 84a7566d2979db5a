import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, timedUser, use, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();
// The first screen of a file loads its lazy route and the seeded backend: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.useRealTimers();
});
import { milestonesRegion, milestone, progressOf, openContract } from '../test/milestones';

describe('adding milestones, tasks and comments', () => {
  it('asks for the required fields and sends nothing without them', async () => {
    await openContract('local');
    await userEvent.click(screen.getByRole('button', { name: 'Add milestone' }));
    const dialog = screen.getByRole('dialog', { name: 'Add milestone' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Due date is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(within(dialog).getByLabelText(/^Title/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
  });

  it('adds a milestone: "milestone added successfully!", the list reloads, the modal closes after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = timedUser();
    await openContract('local');
    await user.click(screen.getByRole('button', { name: 'Add milestone' }));
    const dialog = screen.getByRole('dialog', { name: 'Add milestone' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Office lease signed');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Flexi-desk in the free zone, Ejari registered.');
    await user.type(within(dialog).getByLabelText(/^Due date/), '2027-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Add milestone' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('milestone added successfully!');
    expect(within(dialog).getByRole('button', { name: 'Add milestone' })).toBeDisabled();
    const added = await screen.findByRole('article', { name: 'Office lease signed' });
    expect(added).toHaveTextContent('Milestone 5 · Due 15 Jan 2027');
    expect(added).toHaveTextContent('No tasks assigned to this milestone yet.');

    await vi.advanceTimersByTimeAsync(900);
    expect(screen.getByRole('dialog', { name: 'Add milestone' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(100);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add milestone' })).toHaveFocus());
  });

  it('shows "Processing..." and disables the button while the milestone is sent', async () => {
    await openContract('local');
    use(answer.loading('post', '/addMilestone'));
    await userEvent.click(screen.getByRole('button', { name: 'Add milestone' }));
    const dialog = screen.getByRole('dialog', { name: 'Add milestone' });
    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Office lease signed');
    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Ejari registered.');
    await userEvent.type(within(dialog).getByLabelText(/^Due date/), '2027-01-15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('adds a task to a milestone without tasks, and marking it complete moves the progress to 100 %', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = timedUser();
    await openContract('local');
    await user.click(screen.getByRole('button', { name: 'Add task to "Emirates ID & visas for 2 staff"' }));
    const dialog = screen.getByRole('dialog', { name: 'Add task' });
    expect(dialog).toHaveTextContent('For the milestone "Emirates ID & visas for 2 staff".');
    await user.type(within(dialog).getByLabelText(/^Title/), 'Book medical tests');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Both employees, at the free-zone clinic.');
    await user.type(within(dialog).getByLabelText(/^Due date/), '2026-10-20');
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await within(dialog).findByText('task added successfully!')).toBeInTheDocument();

    const third = () => milestone('Emirates ID & visas for 2 staff');
    await waitFor(() => expect(third()).toHaveTextContent('Book medical tests'));
    expect(third()).toHaveTextContent('0 of 1 task completed');
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(third()).getByRole('button', { name: 'Mark complete: "Book medical tests"' }));
    await waitFor(() => expect(progressOf('Emirates ID & visas for 2 staff')).toHaveAttribute('aria-valuenow', '100'));
    expect(third()).toHaveTextContent('1 of 1 task completed');
    expect(within(third()).getByRole('button', { name: 'Reopen: "Book medical tests"' })).toBeInTheDocument();
  });

  it('marks a task complete with POST /completeTask and updates the progress', async () => {
    await openContract('local');
    expect(progressOf('Corporate bank account opened')).toHaveAttribute('aria-valuenow', '50');
    await userEvent.click(screen.getByRole('button', { name: 'Mark complete: "Fund the initial deposit"' }));
    await waitFor(() => expect(progressOf('Corporate bank account opened')).toHaveAttribute('aria-valuenow', '75'));
    expect(screen.getByText('Fund the initial deposit').closest('li')).toHaveAttribute('data-status', 'completed');
    expect(milestonesRegion()).toHaveTextContent('7 of 9 tasks completed across 4 milestones');
  });

  it('says when a task could not be updated', async () => {
    await openContract('local');
    use(answer.error('post', '/completeTask', 403, 'Only local partners, investors and admins can update tasks.'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark complete: "Fund the initial deposit"' }));
    expect(await within(milestonesRegion()).findByRole('alert')).toHaveTextContent(
      'Only local partners, investors and admins can update tasks.',
    );
  });

  it('adds a comment signed with the account\'s name', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = timedUser();
    await openContract('foreign');
    await user.click(screen.getByRole('button', { name: 'Add comment to "VAT registration completed (TRN issued)"' }));
    const dialog = screen.getByRole('dialog', { name: 'Add comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(within(dialog).getByText('Comment text is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Comment/), 'Forecast attached, please file this week.');
    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(await within(dialog).findByText('comment added successfully!')).toBeInTheDocument();
    const vat = milestone('VAT registration completed (TRN issued)');
    await waitFor(() => expect(vat).toHaveTextContent('Forecast attached, please file this week.'));
    expect(vat).toHaveTextContent('Astrid Lindqvist');
    expect(vat).not.toHaveTextContent('No comments yet for this milestone.');
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows "Failed to add item" with the server\'s message and keeps what was typed', async () => {
    await openContract('foreign');
    use(answer.error('post', '/addComment', 409, 'Milestones can only be added to an approved contract.'));
    await userEvent.click(screen.getByRole('button', { name: 'Add comment to "VAT registration completed (TRN issued)"' }));
    const dialog = screen.getByRole('dialog', { name: 'Add comment' });
    await userEvent.type(within(dialog).getByLabelText(/^Comment/), 'Please file this week.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add comment' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to add item');
    expect(alert).toHaveTextContent('Milestones can only be added to an approved contract.');
    expect(within(dialog).getByLabelText(/^Comment/)).toHaveValue('Please file this week.');
    expect(within(dialog).getByRole('button', { name: 'Add comment' })).toBeEnabled();
  });

  it('closes on Cancel without sending anything', async () => {
    await openContract('local');
    await userEvent.click(screen.getByRole('button', { name: 'Add milestone' }));
    await userEvent.type(within(screen.getByRole('dialog')).getByLabelText(/^Title/), 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Draft' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add milestone' }));
    expect(within(screen.getByRole('dialog')).getByLabelText(/^Title/)).toHaveValue('');
  });
});
