import type { Meta, StoryObj } from '@storybook/react-vite';
import { Component } from './terms';

const meta = {
  title: 'Screens/Marketing/Terms & Conditions',
  component: Component,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/terms'] } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Minimum age 18, UAE law, arbitration in Dubai; 'last updated' shows today's date. */
export const Default: Story = {};
