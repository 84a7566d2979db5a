import type { Meta, StoryObj } from '@storybook/react-vite';
import { verifiedSignature } from '../test/agreements';
import { VerifyPage, VerifyResult } from './verify-page';

const meta = {
  title: 'Screens/Contracts/Verify',
  component: VerifyPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/verify'] } },
} satisfies Meta<typeof VerifyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const issued = { reference: 'ctr_0001', version: 1, issuedAt: '2026-06-07T08:19:00.000Z', signatures: [verifiedSignature] };
const digest = '1ba265eb779084483d059874da273cffecf1282dfeca9b838a6319d40f22bee6';

export const Empty: Story = {};
export const IssuedAndSigned: Story = {
  render: () => (
    <VerifyResult
      outcome={{
        kind: 'issued',
        result: { ...issued, current: true, state: 'signed', signatures: [verifiedSignature, { fullName: 'Erik Lindqvist', companyName: 'Nordvik Payments AB', kind: 'foreign', signedAt: '2026-06-09T07:02:00.000Z' }] },
        how: `Digest computed from the HTML file: ${digest}`,
      }}
    />
  ),
};
export const IssuedButReplaced: Story = {
  render: () => <VerifyResult outcome={{ kind: 'issued', result: { ...issued, current: false, state: 'partially-signed' }, how: '' }} />,
};
export const NotIssued: Story = {
  render: () => (
    <VerifyResult
      outcome={{ kind: 'unknown', message: 'No agreement issued by Corridor has this digest. The file may have been changed after it was downloaded.', how: `Digest computed from the HTML file: ${digest}` }}
    />
  ),
};
export const CheckFailed: Story = { render: () => <VerifyResult outcome={{ kind: 'failed', message: 'Could not reach the server.' }} /> };
