import type { Meta, StoryObj } from '@storybook/react-vite';
import { mock, screenAt } from '@/test/stories';
import { Component as PartnerDashboard } from './partner-dashboard';
import { partnerProfile } from '../test/fixtures';


/** /partner-dashboard (and /partner-business-dashboard) on the seeded mock, signed in as the demo local partner. */
const meta = {
  title: 'Screens/Dashboards/Partner Dashboard',
  component: PartnerDashboard,
  // Spread into a literal: Storybook's docs plugin adds the JSDoc above as `parameters.docs`, and a meta
  // whose `parameters` is not an object literal gets a second `parameters` key that replaces it.
  parameters: { ...screenAt('local', '/partner-dashboard') },
} satisfies Meta<typeof PartnerDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const AfterSignup: Story = { parameters: { router: { initialEntries: ['/partner-business-dashboard'] } } };

export const PendingVerification: Story = {
  parameters: {
    msw: { handlers: [mock.json('get', '/partner-dashboard/profile', { ...partnerProfile, verificationStatus: 'Pending' })] },
  },
};

export const UnknownStatus: Story = {
  parameters: {
    msw: { handlers: [mock.json('get', '/partner-dashboard/profile', { ...partnerProfile, verificationStatus: '' })] },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mock.loading('get', '/partner-dashboard/profile'),
        mock.loading('get', '/partner/matches'),
        mock.loading('get', '/partner/matchesInvestors'),
      ],
    },
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        mock.json('get', '/partner-dashboard/profile', null),
        mock.json('get', '/partner/matches', []),
        mock.json('get', '/partner/matchesInvestors', []),
      ],
    },
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mock.error('get', '/partner-dashboard/profile', 500, 'Internal error'),
        mock.error('get', '/partner/matches'),
        mock.error('get', '/partner/matchesInvestors'),
      ],
    },
  },
};

/** An account without a profile: an invitation to complete one, not an error. */
export const NoProfileYet: Story = {
  parameters: {
    msw: {
      handlers: [
        mock.error('get', '/partner-dashboard/profile', 404, 'Profile not found. Please complete your profile first.'),
        mock.json('get', '/partner/matches', { message: 'Complete your profile to see your matches.' }),
        mock.json('get', '/partner/matchesInvestors', { message: 'Complete your profile to see your matches.' }),
      ],
    },
  },
};
