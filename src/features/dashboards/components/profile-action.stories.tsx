import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProfileAction } from './profile-action';

const meta = {
  title: 'Components/Dashboards/ProfileAction',
  component: ProfileAction,
  args: {
    variant: 'connectPartner',
    targetName: 'Murjan Reef Treasury Partners',
    connection: null,
    contractsPath: '/foreign/AllContracts',
    send: { mutate: fn(), isPending: false },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}><Story /></div>],
} satisfies Meta<typeof ProfileAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConnectWithPartner: Story = {};
export const ApplyForPartnership: Story = { args: { variant: 'apply', targetName: 'Brisant Conseil SAS' } };
export const ConnectWithInvestor: Story = { args: { variant: 'connectInvestor', targetName: 'Oasis Crest Ventures' } };
export const RequestSent: Story = { args: { connection: { contractId: 'ctr_0014', status: 'sent' } } };
export const RequestReceived: Story = { args: { connection: { contractId: 'ctr_0015', status: 'pending' } } };
export const Connected: Story = { args: { connection: { contractId: 'ctr_0001', status: 'approved' } } };
