import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { investorSections } from '../schemas/investor-profile';
import { ProfileDetails } from './profile-details';

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ProfileDetails', () => {
  it('shows stored values with their labels, ticket sizes in thousands with K', () => {
    render(
      <ProfileDetails
        sections={investorSections}
        profile={{ ticketSizeMinUSD: 250000, ticketSizeMaxUSD: 2000000, involvementLevel: 'boardSeatPreferred', exitHorizonYears: 10, coInvestPreference: false, targetStages: 'Seed,Series A' }}
      />,
    );
    expect(valueOf('Minimum Ticket Size (USD)')).toBe('$250K');
    expect(valueOf('Maximum Ticket Size (USD)')).toBe('$2,000K');
    expect(valueOf('Involvement Level')).toBe('Board seat preferred');
    expect(valueOf('Exit Horizon')).toBe('10+ years');
    expect(valueOf('Open to co-investing')).toBe('No');
    expect(valueOf('Target Stages')).toBe('Seed, Series A');
    expect(valueOf('Legal Name')).toBe('Not provided');
  });

  it('groups the values under section headings', () => {
    render(<ProfileDetails sections={investorSections} profile={{}} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Investment Focus' })).toBeInTheDocument();
  });
});
