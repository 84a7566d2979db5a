import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { LandingProbe } from '../stories/landing-probe';
import { Component } from './google-success';

const meta = {
  title: 'Screens/Auth/Google landing',
  component: Component,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/google-success" element={<Story />} />
        <Route path="*" element={<LandingProbe />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

const landing = (params: Record<string, string>) => ({
  router: { initialEntries: [`/google-success?${new URLSearchParams(params).toString()}`] },
});

/** An existing investor with a complete profile: stored, then the investor dashboard. */
export const ExistingAccount: Story = {
  parameters: landing({ token: 'demo-token', userId: 'usr_0003', category: 'investor', hasCompletedProfile: 'true' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('landing')).toHaveTextContent('/investor-dashboard');
  },
};

/** A new account (category none): the category chooser. */
export const NewAccount: Story = {
  parameters: landing({ token: 'demo-token', userId: 'usr_0100', category: 'none', hasCompletedProfile: 'false' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('landing')).toHaveTextContent('/check-Category');
  },
};

/** No token: back to /login. */
export const MissingToken: Story = {
  parameters: landing({ userId: 'usr_0003', category: 'investor' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('landing')).toHaveTextContent('/login');
  },
};
