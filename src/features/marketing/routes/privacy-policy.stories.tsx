import type { Meta, StoryObj } from '@storybook/react-vite';
import { Component } from './privacy-policy';

const meta = {
  title: 'Screens/Marketing/Privacy Policy',
  component: Component,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/privacy-policy'] } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Last updated' shows today's date; the contact e-mail comes from VITE_CONTACT_EMAIL. */
export const Default: Story = {};
