import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Banner } from './banner';

describe('Banner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces success and info politely and errors assertively', () => {
    render(
      <>
        <Banner tone="success">Logged in Successfully</Banner>
        <Banner tone="info">Milestones reload automatically.</Banner>
        <Banner tone="error">Invalid verification code</Banner>
      </>,
    );
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      'Logged in Successfully',
      'Milestones reload automatically.',
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification code');
  });

  it('renders a close button only when onClose is given', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Banner tone="info">Note</Banner>);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    rerender(
      <Banner tone="info" onClose={onClose}>
        Note
      </Banner>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose once after autoDismissMs', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <Banner tone="success" onClose={onClose} autoDismissMs={3000}>
        Category updated successfully! Redirecting...
      </Banner>,
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not restart the timer when the parent re-renders with a new onClose', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <Banner tone="success" onClose={first} autoDismissMs={2000}>
        Saved
      </Banner>,
    );
    act(() => vi.advanceTimersByTime(1500));
    rerender(
      <Banner tone="success" onClose={second} autoDismissMs={2000}>
        Saved
      </Banner>,
    );
    act(() => vi.advanceTimersByTime(500));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('clears its timer on unmount', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { unmount } = render(
      <Banner tone="error" onClose={onClose} autoDismissMs={2500}>
        Password must be greater than 6 characters
      </Banner>,
    );
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
