import type { Meta, StoryObj } from '@storybook/react-vite';
import { mock, screenAt } from '@/test/stories';
import { Component } from './partner-contracts';

/** /partner/AllContracts as the demo local partner (Al Noor Corporate Services), on the mock backend. */
const meta = {
  title: 'Screens/Contracts/Partner contracts',
  component: Component,
  // Spread into a literal: Storybook's docs plugin adds the JSDoc above as `parameters.docs`, and a meta
  // whose `parameters` is not an object literal gets a second `parameters` key that replaces it.
  parameters: { ...screenAt('local', '/partner/AllContracts') },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const PendingRequests: Story = {
  parameters: { router: { initialEntries: ['/partner/AllContracts?tab=pending&with=foreign'] } },
};

export const RequestSentToInvestors: Story = {
  parameters: { router: { initialEntries: ['/partner/AllContracts?tab=sent&with=investor'] } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mock.loading('post', '/partner/approved-contracts')] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mock.json('post', '/partner/approved-contracts', { contracts: [] })] } },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [mock.error('post', '/partner/approved-contracts')] } },
};

export const SignedOut: Story = { parameters: { session: null } };
