import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeToneForStatus } from './badge';

describe('badgeToneForStatus', () => {
  it.each([
    ['approved', 'success'],
    ['Active', 'success'],
    ['VERIFIED', 'success'],
    ['pending', 'warning'],
    ['Sent', 'warning'],
    ['rejected', 'danger'],
    ['cancelled', 'danger'],
    [' Rejected ', 'danger'],
    ['draft', 'neutral'],
    ['Unknown Status', 'neutral'],
    ['', 'neutral'],
    [undefined, 'neutral'],
  ] as const)('maps %j to %s', (status, tone) => {
    expect(badgeToneForStatus(status)).toBe(tone);
  });
});

describe('Badge', () => {
  it('shows the status text with the derived tone', () => {
    render(<Badge status="Approved" />);
    const badge = screen.getByText('Approved');
    expect(badge).toHaveAttribute('data-tone', 'success');
    expect(badge).toHaveClass('success');
  });

  it('renders pending in amber and rejected in red', () => {
    render(
      <>
        <Badge status="pending" />
        <Badge status="rejected" />
      </>,
    );
    expect(screen.getByText('pending')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByText('rejected')).toHaveAttribute('data-tone', 'danger');
  });

  it('falls back to neutral grey for any other status', () => {
    render(<Badge status="Unknown" />);
    expect(screen.getByText('Unknown')).toHaveAttribute('data-tone', 'neutral');
  });

  it('lets an explicit tone and text win over the status', () => {
    render(
      <Badge status="pending" tone="info">
        Awaiting review
      </Badge>,
    );
    expect(screen.getByText('Awaiting review')).toHaveAttribute('data-tone', 'info');
  });
});
