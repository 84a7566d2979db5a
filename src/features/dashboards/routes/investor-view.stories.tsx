import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atRoute, mock } from '../lib/story-support';
import { Component } from './investor-view';

const Screen = atRoute('/investor/:id', Component);

/** /investor/ on the seeded mock, signed in as the demo foreign account. */
const meta = {
  title: 'Screens/Profile views/Investor',
  component: Screen,
  parameters: { layout: 'fullscreen', session: 'foreign', router: { initialEntries: ['/investor/inv_0006'] } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** Clicks the action and confirms in the dialog. */
const sendRequest = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Connect with Investor' }));
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await page.findByRole('button', { name: 'Send request' }));
};

/** The request never answers: the applying overlay stays. */
export const Sending: Story = {
  play: async (context) => {
    await sendRequest(context);
    await expect(await within(context.canvasElement.ownerDocument.body).findByText('Sending your request…')).toBeInTheDocument();
  },
  parameters: { msw: { handlers: [mock.loading('post', '/investor/applyForPartnership')] } },
};

export const Sent: Story = {
  play: async (context) => {
    await sendRequest(context);
    await expect(await within(context.canvasElement).findByText('Request sent — awaiting response')).toBeInTheDocument();
  },
};

export const SendFailed: Story = {
  play: async (context) => {
    await sendRequest(context);
    await expect(await within(context.canvasElement).findByRole('alert')).toBeInTheDocument();
  },
  parameters: { msw: { handlers: [mock.error('post', '/investor/applyForPartnership', 409, 'A request between you and this party is already open.')] } },
};

export const Connected: Story = { parameters: { router: { initialEntries: ['/investor/inv_0001'] } } };

export const AsAdmin: Story = { parameters: { session: 'admin' } };

export const Loading: Story = { parameters: { msw: { handlers: [mock.loading('post', '/investor/applyForCheckProfileofInvestor')] } } };

/** The empty state of a profile page: no such profile (404). */
export const NotFound: Story = { parameters: { router: { initialEntries: ['/investor/missing_0001'] } } };

export const Error: Story = { parameters: { msw: { handlers: [mock.error('post', '/investor/applyForCheckProfileofInvestor', 500, 'Server error')] } } };

export const ErrorWithoutMessage: Story = {
  parameters: { msw: { handlers: [mock.json('post', '/investor/applyForCheckProfileofInvestor', {}, 503)] } },
};
