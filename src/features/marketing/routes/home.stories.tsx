import type { Meta, StoryObj } from '@storybook/react-vite';
import { Component } from './home';

const meta = {
  title: 'Screens/Marketing/Home',
  component: Component,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
