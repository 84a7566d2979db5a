import type { Meta, StoryObj } from '@storybook/react-vite';
import { fail, hang, reply } from '../lib/story-support';
import { Component } from './investor-contracts';

/** /investor/AllContracts as the demo investor (Saqr Bay Family Office). */
const meta = {
  title: 'Contracts/Investor contracts',
  component: Component,
  parameters: { layout: 'fullscreen', session: 'investor', router: { initialEntries: ['/investor/AllContracts'] } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const PendingFromLocalPartners: Story = {
  parameters: { router: { initialEntries: ['/investor/AllContracts?tab=pending&with=local'] } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [hang('post', '/investor/approved-contracts')] } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [reply('post', '/investor/approved-contracts', { contracts: [] })] } },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [fail('post', '/investor/approved-contracts')] } },
};
