import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BackLink } from './back-link';

describe('BackLink', () => {
  it('is a link named by its text alone (the arrow is decoration)', () => {
    render(
      <MemoryRouter>
        <BackLink to="/foreignDashboard">Back to dashboard</BackLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Back to dashboard' });
    expect(link).toHaveAttribute('href', '/foreignDashboard');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
