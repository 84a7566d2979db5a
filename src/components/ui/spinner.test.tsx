import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces the default loading label as a status', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('uses a custom label for screen readers', () => {
    render(<Spinner label="Loading contract details..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading contract details...');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('accepts a pixel size', () => {
    const { container } = render(<Spinner size={40} decorative />);
    expect((container.firstChild as HTMLElement).style.getPropertyValue('--spinner-size')).toBe('40px');
  });
});
