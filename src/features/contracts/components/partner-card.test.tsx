import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartnerProfile } from '../lib/contract-model';
import { PartnerCard } from './partner-card';
import { demoLocalPartner } from '../test/fixtures';

describe('PartnerCard', () => {
  it('shows a local partner\'s company name, industry focus, registered region and contact', () => {
    const profile = demoLocalPartner;
    render(<PartnerCard position="Partner One" role="Local Partner" profile={profile} />);
    const card = screen.getByRole('article', { name: 'Al Noor Corporate Services' });
    expect(card).toHaveTextContent('Partner One · Local Partner');
    expect(card).toHaveTextContent('IndustryProfessional Services');
    expect(card).toHaveTextContent('RegionDubai — DIFC');
    expect(card).toHaveTextContent('ContactNoura Al Hammadi · demo.local@corridor.test');
  });

  it('shows an investor\'s legal name and target industries', () => {
    const profile = {
      _id: 'inv_0001',
      ID: 'usr_0003',
      legalName: 'Saqr Bay Family Office',
      targetIndustries: 'Fintech & Financial Services',
      registeredRegion: 'Abu Dhabi — ADGM',
      verificationStatus: 'Approved',
    } as unknown as PartnerProfile;
    render(<PartnerCard position="Partner Two" role="Investor" profile={profile} />);
    expect(screen.getByRole('heading', { name: 'Saqr Bay Family Office' })).toBeInTheDocument();
    expect(screen.getByText('Fintech & Financial Services')).toBeInTheDocument();
  });

  it('says "Partner information not available" without a profile', () => {
    render(<PartnerCard position="Partner Two" role="Foreign Partner" profile={null} />);
    expect(screen.getByRole('article', { name: 'Partner information not available' })).toHaveTextContent('Partner Two · Foreign Partner');
  });
});
