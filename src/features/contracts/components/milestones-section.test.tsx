import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderRoute, signInAs, use, withScreenBackend } from '@/test/screen-harness';

withScreenBackend();
// The first screen of a file loads its lazy route and the seeded backend: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.useRealTimers();
});

const milestonesRegion = () => screen.getByRole('region', { name: 'Project Milestones' });
const milestone = (title: string) => screen.getByRole('article', { name: title });
const progressOf = (title: string) => within(milestone(title)).getByRole('progressbar', { name: 'Progress' });

async function openContract(account: 'foreign' | 'local' | 'investor' | 'admin', id = 'ctr_0001') {
  await signInAs(account);
  const view = renderRoute(`/contract/${id}`);
  await screen.findByRole('heading', { name: 'Project Milestones' });
  await within(milestonesRegion()).findAllByRole('article');
  return view;
}

describe('the milestones of a contract', () => {
  it('numbers each milestone and shows its title, description, due date, progress, tasks and comments', async () => {
    await openContract('local');
    const region = milestonesRegion();
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Trade licence application submitted',
      'Corporate bank account opened',
      'Emirates ID & visas for 2 staff',
      'VAT registration completed (TRN issued)',
    ]);
    expect(region).toHaveTextContent('6 of 9 tasks completed across 4 milestones');

    const first = milestone('Trade licence application submitted');
    expect(first).toHaveTextContent('Milestone 1 · Due 30 Jul 2026');
    expect(first).toHaveTextContent('Initial approval, trade-name reservation and the licence application filed');
    expect(progressOf('Trade licence application submitted')).toHaveAttribute('aria-valuenow', '100');
    expect(first).toHaveTextContent('3 of 3 tasks completed');

    const tasks = within(within(first).getByRole('region', { name: 'Tasks, milestone 1' })).getAllByRole('listitem');
    expect(tasks).toHaveLength(3);
    expect(tasks[0]).toHaveTextContent('Reserve the trade name');
    expect(tasks[0]).toHaveTextContent('Due 17 Jul 2026 · Completed');
    expect(tasks[0]).toHaveAttribute('data-status', 'completed');

    const comments = within(within(first).getByRole('region', { name: 'Comments, milestone 1' })).getAllByRole('listitem');
    expect(comments[0]).toHaveTextContent('Astrid Lindqvist · 21 Jun 2026');
    expect(comments[0]).toHaveTextContent('Thanks, received.');

    const second = milestone('Corporate bank account opened');
    expect(second).toHaveTextContent('Milestone 2 · Due 13 Sep 2026');
    expect(progressOf('Corporate bank account opened')).toHaveAttribute('aria-valuenow', '50');
    const pending = within(second).getByText('Fund the initial deposit').closest('li');
    expect(pending).toHaveAttribute('data-status', 'pending');
    expect(pending).toHaveTextContent('Pending');
  });

  it('shows 0 % and the empty texts for a milestone without tasks or comments', async () => {
    await openContract('local');
    const third = milestone('Emirates ID & visas for 2 staff');
    expect(progressOf('Emirates ID & visas for 2 staff')).toHaveAttribute('aria-valuenow', '0');
    expect(third).toHaveTextContent('No tasks assigned to this milestone yet.');
    expect(milestone('VAT registration completed (TRN issued)')).toHaveTextContent('No comments yet for this milestone.');
  });

  it('rounds the progress: 1 of 3 tasks is 33 %', async () => {
    await signInAs('local');
    use(
      answer.json('post', '/MileStones', {
        miles: [{ _id: 'ms_x', title: 'Thirds', description: 'A third done.', dueDate: '2026-12-01' }],
        tasks: ['completed', 'pending', 'pending'].map((status, index) => ({
          _id: `t_${index}`,
          milestoneId: 'ms_x',
          title: `Task ${index}`,
          description: '',
          dueDate: '2026-11-01',
          status,
        })),
        comments: [{ _id: 'c_1', milestoneId: 'ms_x', text: 'Who wrote this?', author: '', createdAt: '2026-10-01T10:00:00.000Z' }],
      }),
    );
    renderRoute('/contract/ctr_0001');
    expect(await screen.findByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(milestone('Thirds')).toHaveTextContent('Unknown · 1 Oct 2026');
  });

  it.each([
    [0, 'No tasks yet in 1 milestone'],
    [1, '0 of 1 task completed in 1 milestone'],
  ])('sums up %i task(s) in one milestone in plain English', async (count, summary) => {
    await signInAs('local');
    use(
      answer.json('post', '/MileStones', {
        miles: [{ _id: 'ms_x', title: 'Only', description: 'The one milestone.', dueDate: '2026-12-01' }],
        tasks: Array.from({ length: count }, (_, index) => ({
          _id: `t_${index}`,
          milestoneId: 'ms_x',
          title: `Task ${index}`,
          description: '',
          dueDate: '2026-11-01',
          status: 'pending',
        })),
        comments: [],
      }),
    );
    renderRoute('/contract/ctr_0001');
    await screen.findByRole('article', { name: 'Only' });
    expect(milestonesRegion()).toHaveTextContent(summary);
    expect(milestonesRegion()).not.toHaveTextContent(/\b0 of 0\b|\b1 tasks\b/);
  });

  it('says "Loading milestones…" while they load', async () => {
    await signInAs('local');
    use(answer.loading('post', '/MileStones'));
    renderRoute('/contract/ctr_0001');
    expect(await screen.findByText('Loading milestones…')).toBeInTheDocument();
  });

  it('says "No milestones found for this contract." when there are none', async () => {
    await signInAs('local');
    use(answer.json('post', '/MileStones', { miles: [], tasks: [], comments: [] }));
    renderRoute('/contract/ctr_0001');
    expect(await screen.findByText('No milestones found for this contract.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add milestone' })).toBeInTheDocument();
  });

  it('shows "Error Loading Milestones" with the server\'s message, and Retry loads them', async () => {
    await signInAs('local');
    use(answer.error('post', '/MileStones', 500, 'Milestones are being migrated'));
    renderRoute('/contract/ctr_0001');
    const alert = await within(await screen.findByRole('region', { name: 'Project Milestones' })).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Milestones' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Milestones are being migrated');

    use(http.post('*/MileStones', () => HttpResponse.json({}, { status: 500 })));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(milestonesRegion()).getByRole('alert')).toHaveTextContent('Failed to fetch milestones'));
  });
});

describe('who may add what (section 6)', () => {
  it('lets a local partner add milestones and tasks and mark tasks, but not comment', async () => {
    await openContract('local');
    expect(screen.getByRole('button', { name: 'Add milestone' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Add task to/ })).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: /^Mark complete: ".*"$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Add comment/ })).not.toBeInTheDocument();
  });

  it('lets a foreign business comment, but not plan', async () => {
    await openContract('foreign');
    expect(screen.getAllByRole('button', { name: /^Add comment to/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Add milestone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add task/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark/ })).not.toBeInTheDocument();
  });

  it('lets an investor do both', async () => {
    await openContract('investor', 'ctr_0002');
    expect(screen.getByRole('button', { name: 'Add milestone' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Add task to/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^Add comment to/ }).length).toBeGreaterThan(0);
  });
});

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
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
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
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
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
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
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
