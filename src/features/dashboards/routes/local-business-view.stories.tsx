import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atRoute, mock } from '../lib/story-support';
import { Component } from './local-business-view';

const Screen = atRoute('/local-business/:id', Component);

/** /local-business/ on the seeded mock, signed in as the demo foreign account. */
const meta = {
  title: 'Screens/Profile views/Local partner',
  component: Screen,
  parameters: { layout: 'fullscreen', session: 'foreign', router: { initialEntries: ['/local-business/lp_0028'] } },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** Clicks the action and confirms in the dialog. */
const sendRequest = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Connect with Partner' }));
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(await page.findByRole('button', { name: 'Send request' }));
};

/** The request never answers: the applying overlay stays. */
export const Sending: Story = {
  play: async (context) => {
    await sendRequest(context);
    await expect(await within(context.canvasElement.ownerDocument.body).findByText('Sending your request…')).toBeInTheDocument();
  },
  parameters: { msw: { handlers: [mock.loading('post', '/partner/applyForPartnership')] } },
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
  parameters: { msw: { handlers: [mock.error('post', '/partner/applyForPartnership', 409, 'A request between you and this party is already open.')] } },
};

export const Connected: Story = { parameters: { router: { initialEntries: ['/local-business/lp_0001'] } } };

export const AsAdmin: Story = { parameters: { session: 'admin' } };

export const Loading: Story = { parameters: { msw: { handlers: [mock.loading('post', '/foreign/applyForCheckProfileofPartner')] } } };

/** The empty state of a profile page: no such profile (404). */
export const NotFound: Story = { parameters: { router: { initialEntries: ['/local-business/missing_0001'] } } };

export const Error: Story = { parameters: { msw: { handlers: [mock.error('post', '/foreign/applyForCheckProfileofPartner', 500, 'Server error')] } } };

export const ErrorWithoutMessage: Story = {
  parameters: { msw: { handlers: [mock.json('post', '/foreign/applyForCheckProfileofPartner', {}, 503)] } },
};
