import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { formatLegalDate, LegalPage } from './legal-page';

describe('LegalPage', () => {
  it('formats dates as day, month name and year', () => {
    expect(formatLegalDate(new Date(2026, 10, 21))).toBe('21 November 2026');
    expect(formatLegalDate(new Date(2027, 0, 3))).toBe('3 January 2027');
  });

  it('shows the given date, numbered sections, a list and the contact e-mail as a link', () => {
    render(
      <MemoryRouter>
        <LegalPage
          title="Privacy Policy"
          intro="This policy was last updated on {date}."
          sections={[{ title: 'What we collect', paragraphs: ['Only what we need:'], list: ['Your name.'] }]}
          contact="Write to {email} any time."
          email="dpo@corridor.example"
          date={new Date(2026, 1, 5)}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('This policy was last updated on 5 February 2026.')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'What we collect' });
    expect(within(section).getByRole('listitem')).toHaveTextContent('Your name.');
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(contact).toHaveTextContent('Write to dpo@corridor.example any time.');
    expect(within(contact).getByRole('link')).toHaveAttribute('href', 'mailto:dpo@corridor.example');
  });
});
