import type { Meta, StoryObj } from '@storybook/react-vite';
import { mock, screenAt } from '@/test/stories';
import { Component } from './investor-contracts';

/** /investor/AllContracts as the demo investor (Saqr Bay Family Office). */
const meta = {
  title: 'Screens/Contracts/Investor contracts',
  component: Component,
  // Spread into a literal: Storybook's docs plugin adds the JSDoc above as `parameters.docs`, and a meta
  // whose `parameters` is not an object literal gets a second `parameters` key that replaces it.
  parameters: { ...screenAt('investor', '/investor/AllContracts') },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const PendingFromLocalPartners: Story = {
  parameters: { router: { initialEntries: ['/investor/AllContracts?tab=pending&with=local'] } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mock.loading('post', '/investor/approved-contracts')] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [mock.json('post', '/investor/approved-contracts', { contracts: [] })] } },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [mock.error('post', '/investor/approved-contracts')] } },
};
