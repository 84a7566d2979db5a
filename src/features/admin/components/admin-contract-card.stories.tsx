import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminContractCard } from './admin-contract-card';

const meta = {
  title: 'Components/Admin/AdminContractCard',
  component: AdminContractCard,
  args: {
    contract: {
      _id: 'ctr_0001',
      contractId: 'ctr_0001',
      category: 'local-foreign',
      status: 'approved',
      createdAt: '2025-02-03T09:30:00.000Z',
      updatedAt: '2025-03-14T16:05:00.000Z',
      name: 'Al Noor Corporate Services & Nordvik Payments AB',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminContractCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {};
export const Pending: Story = {
  args: {
    contract: {
      _id: 'ctr_0040',
      contractId: 'ctr_0040',
      category: 'investor-local',
      status: 'pending',
      createdAt: '2025-04-01T08:00:00.000Z',
      updatedAt: '2025-04-01T08:00:00.000Z',
      name: 'Sidra Bridge Legal & Saqr Bay Family Office',
    },
  },
};
export const DeletedPartyAndNoDates: Story = {
  args: {
    contract: {
      _id: 'ctr_0099',
      contractId: 'ctr_0099',
      category: 'investor-foreign',
      status: 'cancelled',
      createdAt: '',
      updatedAt: '',
      name: '',
    },
  },
};
