import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component } from './book-a-demo';

const meta = {
  title: 'Screens/Marketing/Book a demo (role picker)',
  component: Component,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/book-a-demo'] } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: Continue to Demo waits for a choice. */
export const Default: Story = {};

export const BusinessOwnerChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Business owner' }));
    await expect(canvas.getByRole('button', { name: 'Continue to Demo' })).toBeEnabled();
  },
};

export const PartnerChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Partner' }));
    await expect(canvas.getByText('Partners continue to the sign-in page in a new tab.')).toBeInTheDocument();
  },
};
