import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { mock, screenAt } from '@/test/stories';
import { Component } from './contract-detail';

/** /contract/{contractId}: ctr_0001 joins the demo local partner and the demo foreign business. */
function ContractRoute() {
  return (
    <Routes>
      <Route path="/contract/:contractId" element={<Component />} />
    </Routes>
  );
}

const meta = {
  title: 'Screens/Contracts/Contract detail',
  component: ContractRoute,
  // Spread into a literal: Storybook's docs plugin adds the JSDoc above as `parameters.docs`, and a meta
  // whose `parameters` is not an object literal gets a second `parameters` key that replaces it.
  parameters: { ...screenAt('local', '/contract/ctr_0001') },
} satisfies Meta<typeof ContractRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The local partner's view: plans milestones and tasks, marks tasks complete. */
export const Filled: Story = {};

/** The foreign business's view of the same contract: comments, does not plan. */
export const AsForeignBusiness: Story = { parameters: { session: 'foreign' } };

export const InvestorLocal: Story = { parameters: { router: { initialEntries: ['/contract/ctr_0003'] } } };

export const AsAdmin: Story = { parameters: { session: 'admin' } };

export const Loading: Story = { parameters: { msw: { handlers: [mock.loading('post', '/SingleContract')] } } };

export const Empty: Story = {
  parameters: {
    msw: { handlers: [mock.json('post', '/SingleContract', { message: 'Contract found', contract: null, partnerOne: null, partnerTwo: null })] },
  },
};

export const NoMilestonesYet: Story = {
  parameters: { msw: { handlers: [mock.json('post', '/MileStones', { miles: [], tasks: [], comments: [] })] } },
};

export const LoadError: Story = { name: 'Error', parameters: { router: { initialEntries: ['/contract/ctr_9999'] } } };

export const ServerError: Story = { parameters: { msw: { handlers: [mock.error('post', '/SingleContract')] } } };

export const MilestonesError: Story = {
  parameters: { msw: { handlers: [mock.error('post', '/MileStones', 500, 'Failed to fetch milestones')] } },
};

/** Someone who is not a party (the demo investor is not on ctr_0001). */
export const NotAParty: Story = { parameters: { session: 'investor' } };
