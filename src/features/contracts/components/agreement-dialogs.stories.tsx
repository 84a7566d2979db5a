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
/** Issue 15: the Arabic translation in the frame, with the reminder that the English text is the one signed. */
export const ReviewInArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { router: { initialEntries: ['/contract/ctr_0001?document=ar'] } },
};
/** Both texts side by side in the frame (English on the left, Arabic on the right; stacked on a phone). */
export const ReviewBilingual: Story = { parameters: { router: { initialEntries: ['/contract/ctr_0001?document=bilingual'] } } };
export const DeclineToSign: Story = { render: (args) => <DeclineDialog onClose={args.onClose} submit={args.submit} /> };
