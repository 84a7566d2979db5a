import type { Meta, StoryObj } from '@storybook/react-vite';
import { mock, screenAt } from '@/test/stories';
import { Component } from './foreign-contracts';

/** /foreign/AllContracts as the demo foreign business (Nordvik Payments AB); its lists live under /business/. */
const meta = {
  title: 'Screens/Contracts/Foreign contracts',
  component: Component,
  // Spread into a literal: Storybook's docs plugin adds the JSDoc above as `parameters.docs`, and a meta
  // whose `parameters` is not an object literal gets a second `parameters` key that replaces it.
  parameters: { ...screenAt('foreign', '/foreign/AllContracts') },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const InvestorsByPrimaryContact: Story = {
  parameters: { router: { initialEntries: ['/foreign/AllContracts?tab=approved&with=investor'] } },
};

export const PendingRequests: Story = {
  parameters: { router: { initialEntries: ['/foreign/AllContracts?tab=pending&with=local'] } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mock.loading('post', '/business/approved-contracts')] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mock.json('post', '/business/approved-contracts', { contracts: [] })] } },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [mock.error('post', '/business/approved-contracts')] } },
};
