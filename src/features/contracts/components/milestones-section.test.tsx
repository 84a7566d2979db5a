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
import { milestonesRegion, milestone, progressOf, openContract } from '../test/milestones';

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

describe('who may add what (specification §6)', () => {
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

describe('the plan of a signed contract', () => {
  it('stays open: a signed contract is an approved one whose agreement both parties signed', async () => {
    const { milestonePermissions } = await import('./milestones-section');
    expect(milestonePermissions('local', 'signed')).toEqual({ canPlan: true, canComment: false });
    expect(milestonePermissions('foreign', 'signed')).toEqual({ canPlan: false, canComment: true });
    expect(milestonePermissions('local', 'pending')).toEqual({ canPlan: false, canComment: false });
  });
});
