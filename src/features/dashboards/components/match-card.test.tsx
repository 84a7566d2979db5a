import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sampleInvestorMatch, sampleLocalMatch } from '../lib/sample-matches';
import { MatchCard } from './match-card';

describe('MatchCard', () => {
  it('names the match, its industry and region, its score and reasons, and links to its profile', () => {
    render(<MemoryRouter><MatchCard match={sampleLocalMatch} /></MemoryRouter>);
    const card = screen.getByRole('article', { name: 'Murjan Reef Treasury Partners' });
    expect(card).toHaveTextContent('Banking');
    expect(card).toHaveTextContent('Verified');
    expect(screen.getByText('Fintech & Financial Services')).toBeInTheDocument();
    expect(screen.getByText('Abu Dhabi — ADGM')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Match score 89 out of 100, Excellent match' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Why this match' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View Profile' });
    expect(link).toHaveAttribute('href', '/local-business/lp_0028');
    expect(link).toHaveAccessibleDescription('Murjan Reef Treasury Partners');
  });

  it('shows an investor’s contact person and ticket size in thousands of USD', () => {
    render(<MemoryRouter><MatchCard match={sampleInvestorMatch} /></MemoryRouter>);
    expect(screen.getByText('Ingrid Solberg')).toBeInTheDocument();
    expect(screen.getByText('USD 500K – 4,000K')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });
});
