import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AddNewMenu } from './add-new-menu';

const meta = {
  title: 'Components/Admin/AddNewMenu',
  component: AddNewMenu,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof AddNewMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opened with the keyboard: focus on the first item; arrows, Home, End and Escape work. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add New' }));
    await expect(canvas.getByRole('menuitem', { name: 'Foreign Business' })).toHaveFocus();
  },
};
