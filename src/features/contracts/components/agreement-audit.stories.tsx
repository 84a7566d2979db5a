import type { Meta, StoryObj } from '@storybook/react-vite';
import { mock } from '@/test/stories';
import { AgreementAudit } from './agreement-audit';

const meta = {
  title: 'Components/Contracts/AgreementAudit',
  component: AgreementAudit,
  decorators: [(Story) => <div style={{ maxInlineSize: 760 }}>{Story()}</div>],
  args: { contractId: 'ctr_0002', approved: true },
  parameters: { session: 'foreign' },
} satisfies Meta<typeof AgreementAudit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ctr_0002: generated, opened and signed by both parties. */
export const SignedByBoth: Story = {};
/** ctr_0003: version 1 opened, then regenerated as version 2. */
export const Regenerated: Story = { args: { contractId: 'ctr_0003' }, parameters: { session: 'local' } };
export const Empty: Story = { parameters: { msw: { handlers: [mock.json('get', '/agreement/ctr_0002/audit', { contractId: 'ctr_0002', events: [] }, 200)] } } };
export const Loading: Story = { parameters: { msw: { handlers: [mock.loading('get', '/agreement/ctr_0002/audit')] } } };
export const LoadFailed: Story = { parameters: { msw: { handlers: [mock.error('get', '/agreement/ctr_0002/audit', 500, 'Server error')] } } };
