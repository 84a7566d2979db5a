import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Confirm Logout"
      message="Are you sure you want to logout?"
      confirmLabel="Logout"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks its question in an alert dialog', () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Logout' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to logout?');
  });

  it('calls onConfirm from the confirm button', async () => {
    const { onConfirm, onCancel, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel from the cancel button and from Escape', async () => {
    const { onConfirm, onCancel, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('focuses Cancel first and paints confirm red in the danger tone', () => {
    setup({ tone: 'danger' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveClass('danger');
  });

  it('focuses the confirm button first in the default tone', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
  });

  it('disables both buttons and ignores Escape while busy', async () => {
    const { onCancel, user } = setup({ busy: true, busyLabel: 'Logging out...' });
    const confirm = screen.getByRole('button', { name: 'Logging out...' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('uses the generic labels when none are given', () => {
    render(<ConfirmDialog open title="Delete?" message="This cannot be undone." onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
