import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { auth as authText } from '@/i18n/auth';
import { Component } from './login';

const loginText = authText.login;

const meta = {
  title: 'Screens/Auth/Login',
  component: Component,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/login'] } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the foreign demo account in with one click and submits. */
async function submitDemoAccount(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Use the Foreign business demo account' }));
  await userEvent.click(canvas.getByRole('button', { name: loginText.submit }));
  return canvas;
}

/** Mock mode: the form, the four demo accounts and "Continue with Google". */
export const Idle: Story = {};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'demo.foreign@corridor.test');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'short');
    await userEvent.click(canvas.getByRole('button', { name: loginText.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(loginText.errors.passwordLength);
  },
};

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/login', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submitDemoAccount(canvasElement);
    await expect(await canvas.findByRole('button', { name: loginText.submitting })).toBeDisabled();
  },
};

/** 'Logged in Successfully' in green; the dashboard opens 1 s later. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submitDemoAccount(canvasElement);
    await expect(await canvas.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(loginText.success);
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [http.post('*/login', () => HttpResponse.json({ success: false, message: 'Incorrect password' }, { status: 402 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submitDemoAccount(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(loginText.errors.incorrectPassword);
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: [http.post('*/login', () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    const canvas = await submitDemoAccount(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(loginText.errors.network);
  },
};
