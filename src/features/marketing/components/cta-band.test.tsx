import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ButtonLink } from '@/components/ui';
import { CtaBand, ctaBandButton } from './cta-band';

describe('CtaBand', () => {
  it('is a region named by its heading, on the inverse surface, with its actions', () => {
    render(
      <MemoryRouter>
        <CtaBand
          title="Start your UAE journey"
          text="See how Corridor works."
          actions={
            <ButtonLink to="/" className={ctaBandButton.primary}>
              Explore Corridor
            </ButtonLink>
          }
        />
      </MemoryRouter>,
    );
    const band = screen.getByRole('region', { name: 'Start your UAE journey' });
    expect(band).toHaveAttribute('data-surface', 'inverse');
    expect(within(band).getByText('See how Corridor works.')).toBeInTheDocument();
    expect(within(band).getByRole('link', { name: 'Explore Corridor' })).toHaveAttribute('href', '/');
  });
});
