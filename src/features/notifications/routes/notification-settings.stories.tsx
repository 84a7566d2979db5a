import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mock, screenAt } from '@/test/stories';
import { Component } from './notification-settings';

/** /notifications/settings: the defaults, a save, a failed save, loading and error. */
const meta = {
  title: 'Screens/Notifications/Settings',
  component: Component,
  // Spread into a literal: Storybook's docs plugin adds the JSDoc above as `parameters.docs`, and a meta
  // whose `parameters` is not an object literal gets a second `parameters` key that replaces it.
  parameters: { ...screenAt('foreign', '/notifications/settings') },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'Requests you receive: By e-mail' }, { timeout: 5000 })).toBeChecked();
  },
};

/** Comments by e-mail on, saved. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Comments: By e-mail' }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByText('Your notification settings are saved.')).toBeInTheDocument();
  },
};

/** The server refuses: the reason shows and every tick stays as the user left it. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: [mock.error('put', '/notifications/preferences', 400, 'Every kind of update must be listed once.')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const digest = await canvas.findByRole('checkbox', { name: /daily digest/ }, { timeout: 5000 });
    await userEvent.click(digest);
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Every kind of update must be listed once.');
    await expect(digest).toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mock.loading('get', '/notifications/preferences')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your settings…', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [mock.error('get', '/notifications/preferences', 500, 'Settings are being moved.')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Settings are being moved.');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Defaults.play,
};
