import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signInAs, withScreenBackend } from '@/test/screen-harness';
import type { Contract } from '../lib/contract-model';
import { RequestActionDialog, type PendingAction } from './request-action-dialog';

withScreenBackend();
// The first screen of a file loads its lazy route and the seeded backend: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const contract = (contractId: string, name: string): Contract => ({
  _id: contractId,
  contractId,
  category: 'local-foreign',
  status: 'pending',
  createdAt: '2026-10-28T06:23:00.000Z',
  updatedAt: '2026-10-28T06:23:00.000Z',
  type: 'foreign',
  name,
});

function renderDialog(pending: PendingAction | null) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RequestActionDialog pending={pending} onClose={onClose} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onClose, onDone };
}

describe('RequestActionDialog', () => {
  it('is closed without a pending action', () => {
    renderDialog(null);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('rejects after confirmation and reports it', async () => {
    await signInAs('local');
    const { onClose, onDone } = renderDialog({ action: 'reject', contract: contract('ctr_0009', 'Maison Aubrac Hospitalité SAS') });
    const dialog = screen.getByRole('alertdialog', { name: 'Reject this request?' });
    expect(dialog).toHaveTextContent('The request from Maison Aubrac Hospitalité SAS will be declined.');
    expect(within(dialog).getByRole('button', { name: 'Keep request' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Request from Maison Aubrac Hospitalité SAS rejected.'), { timeout: 5000 });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server\'s refusal when someone else\'s request is cancelled', async () => {
    await signInAs('local');
    const { onDone } = renderDialog({ action: 'cancel', contract: contract('ctr_0009', 'Maison Aubrac Hospitalité SAS') });
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Sent request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only the sender of this request can cancel it.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
