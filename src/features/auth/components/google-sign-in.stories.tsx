import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import { auth as authText } from '@/i18n/auth';
import { LandingProbe } from '../stories/landing-probe';
import { GoogleSignIn } from './google-sign-in';

const googleText = authText.google;

const meta = {
  title: 'Components/Auth/GoogleSignIn',
  component: GoogleSignIn,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Routes>
          <Route path="/google-success" element={<LandingProbe />} />
          <Route path="*" element={<Story />} />
        </Routes>
      </div>
    ),
  ],
} satisfies Meta<typeof GoogleSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: googleText.button }));
  return screen.findByRole('dialog', { name: googleText.dialogTitle });
};

export const Button: Story = {};

/** The demo account chooser. */
export const ConsentOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** "Use another account": any address, a new one becomes a new account without a category. */
export const AnotherAccount: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: googleText.useAnother }));
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'lars@fjord-energy.no');
  },
};

export const SigningIn: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/auth/google/demo', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /Astrid Lindqvist/ }));
    await expect(await within(dialog).findByText(/Signing in as demo\.foreign@corridor\.test/)).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [http.post('*/auth/google/demo', () => HttpResponse.json({ message: 'Google is unreachable' }, { status: 502 }))] } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /Astrid Lindqvist/ }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Google is unreachable');
  },
};
