import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PartnerProfile } from '../lib/contract-model';
import { PartnerCard } from './partner-card';
import { demoLocalPartner } from '../test/fixtures';

const local = demoLocalPartner;

const meta = {
  title: 'Components/Contracts/PartnerCard',
  component: PartnerCard,
  args: { position: 'Partner One', role: 'Local Partner', profile: local },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PartnerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LocalPartner: Story = {};

export const Investor: Story = {
  args: {
    position: 'Partner Two',
    role: 'Investor',
    profile: {
      _id: 'inv_0001',
      ID: 'usr_0003',
      legalName: 'Saqr Bay Family Office',
      targetIndustries: 'Fintech & Financial Services, Technology & SaaS',
      registeredRegion: 'Abu Dhabi — ADGM',
      primaryContactName: 'Khalid Al Mazrouei',
      verificationStatus: 'Approved',
    } as unknown as PartnerProfile,
  },
};

export const Missing: Story = { args: { position: 'Partner Two', role: 'Foreign Partner', profile: null } };
