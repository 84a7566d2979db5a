import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { mock } from '@/test/stories';
import { DeclineDialog, SignDialog } from './agreement-dialogs';

/** Review and sign (the document in a frame, the typed name, the consent) on the seeded ctr_0001. */
const meta = {
  title: 'Components/Contracts/AgreementDialogs',
  component: SignDialog,
  args: { contractId: 'ctr_0001', version: 1, company: 'Nordvik Payments AB', onClose: fn(), submit: fn(async () => undefined) },
  parameters: { session: 'foreign' },
} satisfies Meta<typeof SignDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewAndSign: Story = {};
export const DocumentLoading: Story = { parameters: { msw: { handlers: [mock.loading('get', '/agreement/ctr_0001/versions/1')] } } };
export const DocumentFailed: Story = {
  parameters: { msw: { handlers: [mock.error('get', '/agreement/ctr_0001/versions/1', 500, 'Server error')] } },
};
export const DeclineToSign: Story = { render: (args) => <DeclineDialog onClose={args.onClose} submit={args.submit} /> };
