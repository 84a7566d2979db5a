import type { Meta, StoryObj } from '@storybook/react-vite';
import { mock, screenAt } from '@/test/stories';
import { Component as InvestorDashboard } from './investor-dashboard';

const investorProfile = {
  _id: 'inv_0001',
  ID: 'usr_0003',
  legalName: 'Saqr Bay Family Office',
  investorType: 'Family Office',
  registeredRegion: 'Abu Dhabi — ADGM',
  targetIndustries: 'Fintech & Financial Services, Technology & SaaS',
};

/** /investor-dashboard on the seeded mock, signed in as the demo investor. */
const meta = {
  title: 'Screens/Dashboards/Investor Dashboard',
  component: InvestorDashboard,
  // Spread into a literal: Storybook's docs plugin adds the JSDoc above as `parameters.docs`, and a meta
  // whose `parameters` is not an object literal gets a second `parameters` key that replaces it.
  parameters: { ...screenAt('investor', '/investor-dashboard') },
} satisfies Meta<typeof InvestorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const RejectedStatus: Story = {
  parameters: {
    msw: { handlers: [mock.json('get', '/investor-dashboard/profile', { ...investorProfile, verificationStatus: 'Rejected' })] },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mock.loading('get', '/investor-dashboard/profile'),
        mock.loading('get', '/investor/matchesBusiness'),
        mock.loading('get', '/investor/matchesPartner'),
      ],
    },
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        mock.json('get', '/investor-dashboard/profile', {}),
        mock.json('get', '/investor/matchesBusiness', []),
        mock.json('get', '/investor/matchesPartner', []),
      ],
    },
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mock.error('get', '/investor-dashboard/profile'),
        mock.error('get', '/investor/matchesBusiness'),
        mock.error('get', '/investor/matchesPartner'),
      ],
    },
  },
};
