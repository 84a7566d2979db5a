import type { Meta, StoryObj } from '@storybook/react-vite';
import { mock } from '@/test/stories';
import { declinedAgreement } from '../test/agreements';
import { AgreementPanel } from './agreement-panel';

/** The contract page's Agreement section on the seeded mock: each state of the seed, and the rest by mock answers. */
const meta = {
  title: 'Components/Contracts/AgreementPanel',
  component: AgreementPanel,
  decorators: [(Story) => <div style={{ maxInlineSize: 760 }}>{Story()}</div>],
  args: { contractId: 'ctr_0001', approved: true },
  parameters: { session: 'foreign' },
} satisfies Meta<typeof AgreementPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ctr_0001: the partner has signed; the foreign business may review and sign, or decline. */
export const YourTurnToSign: Story = {};
/** ctr_0002: signed by both. */
export const SignedByBoth: Story = { args: { contractId: 'ctr_0002' } };
/** ctr_0004: approved, nobody has signed: sign, decline or regenerate. */
export const Unsigned: Story = { args: { contractId: 'ctr_0004' } };
/** ctr_0003: version 1 replaced by a fresh draft; the earlier version stays downloadable. */
export const Regenerated: Story = { args: { contractId: 'ctr_0003' }, parameters: { session: 'local' } };
export const Declined: Story = {
  args: { contractId: 'ctr_0004' },
  parameters: { msw: { handlers: [mock.json('get', '/agreement/ctr_0004', declinedAgreement, 200)] } },
};
/** An admin reads it and may sign nothing. */
export const AsAdmin: Story = { parameters: { session: 'admin' } };
export const NotApprovedYet: Story = { args: { approved: false } };
export const Loading: Story = { parameters: { msw: { handlers: [mock.loading('get', '/agreement/ctr_0001')] } } };
export const LoadFailed: Story = { parameters: { msw: { handlers: [mock.error('get', '/agreement/ctr_0001', 500, 'Server error')] } } };
