import type { Meta, StoryObj } from '@storybook/react-vite';
import { Component } from './about-us';

const meta = {
  title: 'Screens/Marketing/About Us',
  component: Component,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/aboutus'] } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
