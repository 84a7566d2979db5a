import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { auth as authText } from '@/i18n/auth';
import { FullReloadContext } from '../lib/full-reload-context';
import { codeStepStories, never } from '../stories/code-step-stories';
import { Component } from './forgot-password';

const resetText = authText.reset;
const CODE = '731904';

const meta = {
  title: 'Screens/Auth/Forgot password',
  component: Component,
  decorators: [
    // The real page reloads /login after a reset; in Storybook that would leave the story.
    (Story) => (
      <FullReloadContext value={fn()}>
        <Story />
      </FullReloadContext>
    ),
  ],
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/forgot-password'] } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

async function sendCode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Email/), 'demo.investor@corridor.test');
  await userEvent.click(canvas.getByRole('button', { name: resetText.sendCode }));
  return canvas;
}

const codeStep = codeStepStories({
  code: CODE,
  send: sendCode,
  text: { codeLabel: resetText.codeLabel, submitCode: resetText.verify, sending: resetText.sending, invalidCode: resetText.errors.invalidCode },
});
const { fixedCode, enterCode: verifyCode } = codeStep;

async function savePassword(canvasElement: HTMLElement) {
  const canvas = await verifyCode(canvasElement, CODE);
  const password = await canvas.findByLabelText(/^New password/, { selector: 'input' }, { timeout: 5000 });
  await userEvent.type(password, 'fjord-and-sand-7');
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'fjord-and-sand-7');
  await userEvent.click(canvas.getByRole('button', { name: resetText.save }));
  return canvas;
}

export const EmailStep: Story = {};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: resetText.sendCode }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(resetText.errors.emailRequired);
  },
};

export const SendingCode: Story = codeStep.SendingCode;

/** Step 2 (the code here is 731904). */
export const CodeStep: Story = codeStep.CodeStep;

export const InvalidCode: Story = codeStep.InvalidCode;

/** 'Code verified! Please set new password.', then step 3 after 1 s. */
export const NewPasswordStep: Story = {
  parameters: { msw: { handlers: [fixedCode] } },
  play: async ({ canvasElement }) => {
    const canvas = await verifyCode(canvasElement, CODE);
    await expect(await canvas.findByRole('status')).toHaveTextContent(resetText.verified);
    await expect(await canvas.findByLabelText(/^New password/, { selector: 'input' }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [
        fixedCode,
        never('*/setNewPassword'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await savePassword(canvasElement);
    await expect(await canvas.findByRole('button', { name: resetText.saving })).toBeDisabled();
  },
};

/** 'Password updated successfully! Redirecting...'; the app reloads /login 2 s later. */
export const Success: Story = {
  parameters: {
    msw: { handlers: [fixedCode, http.post('*/setNewPassword', () => HttpResponse.json({ success: true, message: 'Password updated successfully' }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await savePassword(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(resetText.success);
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        fixedCode,
        http.post('*/setNewPassword', () => HttpResponse.json({ message: 'Session expired. Please restart the process.' }, { status: 400 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await savePassword(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(resetText.errors.sessionExpired);
  },
};
