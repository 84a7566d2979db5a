import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { auth as authText } from '@/i18n/auth';
import { codeStepStories, never } from '../stories/code-step-stories';
import { Component } from './signup';

const signupText = authText.signup;
const CODE = '482159';

const meta = {
  title: 'Screens/Auth/Signup',
  component: Component,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/signup'] } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

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

const codeStep = codeStepStories({
  code: CODE,
  send: fillAndSend,
  text: { codeLabel: signupText.codeLabel, submitCode: signupText.createAccount, sending: signupText.sendingCode, invalidCode: signupText.errors.invalidCode },
});
const { fixedCode, enterCode } = codeStep;

/** The account is created and signed in (the answer of /addUser). */
const createdUser = http.post('*/addUser', () =>
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
);

export const Idle: Story = {};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: signupText.sendCode }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(signupText.errors.required);
  },
};

export const SendingCode: Story = codeStep.SendingCode;

/** The code was sent: the six boxes appear 0.8 s later (the code here is 482159). */
export const CodeStep: Story = codeStep.CodeStep;

export const InvalidCode: Story = codeStep.InvalidCode;

/**
 * "Send a new code": the boxes are emptied, the first code is refused and the new one creates the
 * account. The mock hands out 111111 first and 482159 after.
 */
export const ResendCode: Story = {
  parameters: {
    msw: {
      handlers: [
        // A generator answers in turn and starts again with each story (MSW resets it).
        http.post('*/send-code', function* () {
          yield HttpResponse.json({ code: '111111', message: 'A 6-digit code was sent' });
          return HttpResponse.json({ code: CODE, message: 'A 6-digit code was sent' });
        }),
        createdUser,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await canvas.findByRole('group', { name: signupText.codeLabel }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('11');
    await userEvent.click(canvas.getByRole('button', { name: signupText.resendCode }));
    // The new code is on its way: said politely, and the boxes are emptied for it.
    await expect(await canvas.findByRole('status')).toHaveTextContent('We sent a 6-digit code to sofia@aalto-learning.fi.');
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('111111');
    await userEvent.click(canvas.getByRole('button', { name: signupText.createAccount }));
    await expect(await canvas.findByText(signupText.errors.invalidCode)).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard(CODE);
    await userEvent.click(canvas.getByRole('button', { name: signupText.createAccount }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(signupText.created);
  },
};

export const Creating: Story = {
  parameters: {
    msw: {
      handlers: [
        fixedCode,
        never('*/addUser'),
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
        createdUser,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await enterCode(canvasElement, CODE);
    await expect(await canvas.findByRole('status')).toHaveTextContent(signupText.created);
    // The screen moves on to the next step after a moment (the specification's 2 s): wait for it, so
    // the story always ends in the same state (the header then marks "Complete your profile", inside
    // the closed menu on a phone).
    const current = () => canvas.getAllByRole('link', { name: 'Complete your profile', hidden: true }).filter((link: HTMLElement) => link.getAttribute('aria-current') === 'page');
    await waitFor(() => expect(current()).toHaveLength(1), { timeout: 5000 });
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
