import type { Meta, StoryObj } from '@storybook/react-vite';
import { foreignSections } from '../schemas/foreign-profile';
import { investorSections } from '../schemas/investor-profile';
import { nordvikProfile } from '../stories/decorators';
import { ProfileDetails } from './profile-details';

const meta = {
  title: 'Components/Profiles/ProfileDetails',
  component: ProfileDetails,
  args: {
    sections: foreignSections,
    profile: nordvikProfile,
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxInlineSize: 960 }}>
      <ProfileDetails {...args} />
    </div>
  ),
} satisfies Meta<typeof ProfileDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Foreign: Story = {};

/** Ticket sizes in thousands with K, the exit horizon as its band. */
export const Investor: Story = {
  args: {
    sections: investorSections,
    profile: {
      investorType: 'Family Office',
      legalName: 'Saqr Bay Family Office',
      registeredRegion: 'Abu Dhabi — ADGM',
      ticketSizeMinUSD: 250000,
      ticketSizeMaxUSD: 2000000,
      targetStages: 'Seed, Series A, Series B',
      involvementLevel: 'advisory',
      coInvestPreference: true,
      exitHorizonYears: 5,
    },
  },
};

/** Nothing stored: every field says "Not provided". */
export const Empty: Story = { args: { profile: {} } };
