import type { Meta, StoryObj } from '@storybook/react-vite';
import { mock, screenAt } from '@/test/stories';
import { Component as ForeignDashboard } from './foreign-dashboard';

/** /foreignDashboard on the seeded mock, signed in as the demo foreign business. */
const meta = {
  title: 'Screens/Dashboards/Global Expansion Dashboard',
  component: ForeignDashboard,
  // Spread into a literal: Storybook's docs plugin adds the JSDoc above as `parameters.docs`, and a meta
  // whose `parameters` is not an object literal gets a second `parameters` key that replaces it.
  parameters: { ...screenAt('foreign', '/foreignDashboard') },
} satisfies Meta<typeof ForeignDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mock.loading('get', '/foreign-dashboard/profile'),
        mock.loading('get', '/foreign/matches'),
        mock.loading('get', '/foreign/matchesInvestors'),
      ],
    },
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [mock.json('get', '/foreign/matches', []), mock.json('get', '/foreign/matchesInvestors', [])] },
  },
};

export const MessageInsteadOfList: Story = {
  parameters: {
    msw: {
      handlers: [
        mock.json('get', '/foreign/matches', { message: 'Complete your profile to see your matches.' }),
        mock.json('get', '/foreign/matchesInvestors', { message: 'Complete your profile to see your matches.' }),
      ],
    },
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mock.error('get', '/foreign-dashboard/profile'),
        mock.error('get', '/foreign/matches'),
        mock.error('get', '/foreign/matchesInvestors'),
      ],
    },
  },
};

export const NotSignedIn: Story = { parameters: { session: null } };
