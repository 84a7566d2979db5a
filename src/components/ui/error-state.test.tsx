import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('announces the error with its title and message', () => {
    render(<ErrorState title="Error Loading Contract" message="The server did not answer." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Contract');
    expect(alert).toHaveTextContent('The server did not answer.');
    expect(screen.getByRole('heading', { level: 2, name: 'Error Loading Contract' })).toBeInTheDocument();
  });

  it('retries with the default "Retry" label', async () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Error Loading Contract" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('accepts a custom retry label and shows no button without onRetry', () => {
    const { rerender } = render(<ErrorState title="Oops" onRetry={() => {}} retryLabel="Try Again" />);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    rerender(<ErrorState title="Oops" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('disables the retry button while retrying', () => {
    render(<ErrorState title="Oops" onRetry={() => {}} retrying />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });
});
