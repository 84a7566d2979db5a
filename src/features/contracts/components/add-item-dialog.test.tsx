import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, signInAs, timedUser, use, withScreenBackend } from '@/test/screen-harness';
import { AddItemDialog, type AddItemTarget } from './add-item-dialog';

withScreenBackend();
// The first screen of a file loads its lazy route and the seeded backend: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  vi.useRealTimers();
});

function renderDialog(target: AddItemTarget | null, onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AddItemDialog contractId="ctr_0001" target={target} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const milestone = { _id: 'ms_0003', title: 'Emirates ID & visas for 2 staff' };

describe('AddItemDialog', () => {
  it('renders nothing without a target', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds a task to the milestone and closes itself 1 s after the success message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = timedUser();
    await signInAs('local');
    const onClose = renderDialog({ kind: 'task', milestone });
    const dialog = screen.getByRole('dialog', { name: 'Add task' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Book medical tests');
    await user.type(within(dialog).getByLabelText(/^Description/), 'At the free-zone clinic.');
    await user.type(within(dialog).getByLabelText(/^Due date/), '2026-10-20');
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('task added successfully!');
    expect(onClose).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks only for what is missing', async () => {
    await signInAs('local');
    renderDialog({ kind: 'milestone' });
    const dialog = screen.getByRole('dialog', { name: 'Add milestone' });
    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Lease');
    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Signed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    expect(within(dialog).getByText('Due date is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('Title is required')).not.toBeInTheDocument();
  });

  it('shows "Failed to add item" when the server refuses, and keeps the text', async () => {
    await signInAs('foreign');
    use(answer.error('post', '/addComment', 403, 'Only foreign businesses, investors and admins can comment.'));
    renderDialog({ kind: 'comment', milestone });
    const dialog = screen.getByRole('dialog', { name: 'Add comment' });
    expect(dialog).toHaveTextContent('On the milestone "Emirates ID & visas for 2 staff".');
    await userEvent.type(within(dialog).getByLabelText(/^Comment/), 'When are the medicals?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to add item');
    expect(alert).toHaveTextContent('Only foreign businesses, investors and admins can comment.');
    expect(within(dialog).getByLabelText(/^Comment/)).toHaveValue('When are the medicals?');
  });
});
