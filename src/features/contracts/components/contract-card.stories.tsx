import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContractCard } from './contract-card';
import { pendingContract } from '../test/fixtures';

const contract = pendingContract;

const meta = {
  title: 'Components/Contracts/ContractCard',
  component: ContractCard,
  args: { contract, list: 'pending', onAction: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContractCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingRequest: Story = {};

export const Approved: Story = { args: { list: 'approved', contract: { ...contract, status: 'approved' } } };

export const RequestSent: Story = { args: { list: 'sent', contract: { ...contract, status: 'sent' } } };

/** Under "Closed requests": a request the other side declined, with its status and no actions. */
export const ClosedRejected: Story = { args: { list: 'closed', contract: { ...contract, status: 'rejected' } } };

export const InvestorByPrimaryContact: Story = {
  args: {
    list: 'approved',
    contract: {
      ...contract,
      category: 'investor-foreign',
      status: 'approved',
      type: 'investor',
      name: 'Khalid Al Mazrouei',
      counterparty: {
        kind: 'investor',
        legalName: 'Saqr Bay Family Office',
        primaryContactName: 'Khalid Al Mazrouei',
        targetIndustries: 'Fintech & Financial Services, Technology & SaaS',
        region: 'Abu Dhabi — ADGM',
      },
    },
  },
};

export const Busy: Story = { args: { busy: true } };

export const DeletedCounterparty: Story = {
  args: { list: 'approved', contract: { ...contract, status: 'approved', name: undefined, counterparty: { _id: 'fb_9', kind: 'foreign' } } },
};
