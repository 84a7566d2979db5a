import type { Meta, StoryObj } from '@storybook/react-vite';
import { mock } from '@/test/stories';
import { ContractDocument } from './contract-document';

const meta = {
  title: 'Components/Contracts/ContractDocument',
  component: ContractDocument,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { contractId: 'ctr_0001', fileUrl: '/contract-document/ctr_0001' },
  parameters: { session: 'local' },
} satisfies Meta<typeof ContractDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Preparing: Story = { parameters: { msw: { handlers: [mock.loading('get', '/contract-document/ctr_0001')] } } };

export const Failed: Story = {
  parameters: { msw: { handlers: [mock.error('get', '/contract-document/ctr_0001', 404, 'No contract document yet')] } },
};

export const NotApprovedYet: Story = { args: { fileUrl: null } };

/** Issue 15: an Arabic reader's view, the document offered in Arabic (right to left, English text prevailing). */
export const ArabicDocument: Story = {
  globals: { locale: 'ar' },
  parameters: { router: { initialEntries: ['/contract/ctr_0001?document=ar'] } },
};

/** Both texts side by side, as a link that asked for them opens it. */
export const Bilingual: Story = { parameters: { router: { initialEntries: ['/contract/ctr_0001?document=bilingual'] } } };
