import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { auth as authText } from '@/i18n/auth';
import { Component } from './signup';

const signupText = authText.signup;
const CODE = '482159';

const meta = {
  title: 'Auth/Screens/Signup',
  component: Component,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/signup'] } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

const fixedCode = http.post('*/send-code', () => HttpResponse.json({ code: CODE, message: 'A 6-digit code was sent' }));

async function fillAndSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Full name/), 'Sofia Virtanen');
  await userEvent.type(canvas.getByLabelText(/^Business name/), 'Aalto Learning Oy');
  await userEvent.type(canvas.getByLabelText(/^Email/), 'sofia@aalto-learning.fi');
  await userEvent.selectOptions(canvas.getByLabelText(/^Business type/), 'foreign');
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'sauna-2026');
  await userEvent.type(canvas.getByLabelText(/^Confirm password/, { selector: 'input' }), 'sauna-2026');
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: signupText.sendCode }));
  return canvas;
}

async function enterCode(canvasElement: HTMLElement, code: string) {
  const canvas = await fillAndSend(canvasElement);
  await canvas.findByRole('group', { name: signupText.codeLabel }, { timeout: 5000 });
  await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await userEvent.keyboard(code);
  await userEvent.click(canvas.getByRole('button', { name: signupText.createAccount }));
  return canvas;
}

export const Idle: Story = {};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: signupText.sendCode }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(signupText.errors.required);
  },
};

export const SendingCode: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/send-code', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('button', { name: signupText.sendingCode })).toBeDisabled();
  },
};

/** The code was sent: the six boxes appear 0.8 s later (the code here is 482159). */
export const CodeStep: Story = {
  parameters: { msw: { handlers: [fixedCode] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('group', { name: signupText.codeLabel }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const InvalidCode: Story = {
  parameters: { msw: { handlers: [fixedCode] } },
  play: async ({ canvasElement }) => {
    const canvas = await enterCode(canvasElement, '000000');
    await expect(await canvas.findByText(signupText.errors.invalidCode)).toBeInTheDocument();
  },
};

export const Creating: Story = {
  parameters: {
    msw: {
      handlers: [
        fixedCode,
        http.post('*/addUser', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await enterCode(canvasElement, CODE);
    await expect(await canvas.findByRole('button', { name: signupText.creating })).toBeDisabled();
  },
};

/** Created and signed in; the profile form opens 2 s later. */
export const Success: Story = {
  parameters: {
    msw: {
      handlers: [
        fixedCode,
        http.post('*/addUser', () =>
          HttpResponse.json(
            {
              token: 'f'.repeat(64),
              user: {
                _id: 'usr_0100',
                id: 'usr_0100',
                name: 'Sofia Virtanen',
                businessName: 'Aalto Learning Oy',
                email: 'sofia@aalto-learning.fi',
                category: 'foreign',
                hasCompletedProfile: false,
                profileId: null,
              },
              message: 'User registered successfully',
            },
            { status: 201 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await enterCode(canvasElement, CODE);
    await expect(await canvas.findByRole('status')).toHaveTextContent(signupText.created);
  },
};

/** 409: the address already has an account (the server's message). */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/send-code', () => HttpResponse.json({ message: 'An account with this email already exists. Please log in.' }, { status: 409 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An account with this email already exists. Please log in.');
  },
};
