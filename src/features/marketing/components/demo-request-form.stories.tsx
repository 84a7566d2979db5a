import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppProviders } from '@/app/providers';
import { DemoRequestForm } from './demo-request-form';
import { sampleDemoRequest } from '../test/demo-request';

const filled = { ...sampleDemoRequest, message: 'We plan to open a Dubai office next year and need a DIFC licence.' };

const meta = {
  title: 'Components/Marketing/DemoRequestForm',
  component: DemoRequestForm,
  decorators: [
    (Story) => (
      <AppProviders>
        <div style={{ maxInlineSize: 720 }}>
          <Story />
        </div>
      </AppProviders>
    ),
  ],
} satisfies Meta<typeof DemoRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
  return canvas;
};

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValues: filled } };

/** Sent with every field blank: 'Please complete all fields.' (clears after 3 s). */
export const Incomplete: Story = {
  args: { defaultValues: { ...filled, company: '   ', phone: '' } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText('Please complete all fields.')).toBeInTheDocument();
  },
};

export const Sending: Story = {
  args: { defaultValues: filled },
  parameters: {
    msw: {
      handlers: [
        http.post('*/demo-requests', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** Sent through the mock backend: the success message, and the form is reset. */
export const Success: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText("Your demo request has been sent! We'll be in touch soon.")).toBeInTheDocument();
  },
};

/** The server fails: the failure message, and every value is kept. */
export const Failure: Story = {
  name: 'Error',
  args: { defaultValues: filled },
  parameters: {
    msw: { handlers: [http.post('*/demo-requests', () => HttpResponse.json({ message: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText('Failed to send. Please try again later.')).toBeInTheDocument();
  },
};
