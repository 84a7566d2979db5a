import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Contract } from '../lib/contract-model';
import { mock } from '@/test/stories';
import { RequestActionDialog } from './request-action-dialog';

const contract: Contract = {
  _id: 'ctr_0009',
  contractId: 'ctr_0009',
  category: 'local-foreign',
  status: 'pending',
  createdAt: '2026-10-28T06:23:00.000Z',
  updatedAt: '2026-10-28T06:23:00.000Z',
  type: 'foreign',
  name: 'Maison Aubrac Hospitalité SAS',
};

const meta = {
  title: 'Components/Contracts/RequestActionDialog',
  component: RequestActionDialog,
  args: { pending: { action: 'approve', contract }, onClose: fn(), onDone: fn() },
  parameters: { session: 'local' },
} satisfies Meta<typeof RequestActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approve: Story = {};

export const Reject: Story = { args: { pending: { action: 'reject', contract } } };

export const CancelSentRequest: Story = {
  args: { pending: { action: 'cancel', contract: { ...contract, contractId: 'ctr_0015', status: 'sent', name: 'Almwiese Tourismus GmbH' } } },
};

/** Press the confirm button to see 'Processing...': the call never answers here. */
export const Processing: Story = { parameters: { msw: { handlers: [mock.loading('post', '/ApproveRequest')] } } };
