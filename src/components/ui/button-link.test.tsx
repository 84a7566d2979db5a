import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from './button-link';

describe('ButtonLink', () => {
  it('renders a router link when given `to`', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/book-a-demo">Book a demo</ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Book a demo' });
    expect(link).toHaveAttribute('href', '/book-a-demo');
    expect(link).toHaveClass('button', 'primary');
  });

  it('renders a plain anchor with a safe rel when opening a new tab', () => {
    render(
      <ButtonLink href="/login" target="_blank" variant="secondary">
        Continue to Demo
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Continue to Demo' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('secondary');
  });
});
