import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Stack } from './stack';
import { TextField } from './text-field';

const meta = {
  title: 'Design system/Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  // Content and lists are set by the stories, not edited as JSON in Controls (whose JSON editor's
  // markup also fails axe's listitem rule on the docs page).
  argTypes: { children: { control: false }, style: { control: false } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FormColumn: Story = {
  args: {
    gap: 4,
    style: { maxInlineSize: 420 },
    children: (
      <>
        <TextField label="Email" type="email" />
        <TextField label="Password" type="password" />
        <Button type="submit" fullWidth>
          Login
        </Button>
      </>
    ),
  },
};

export const ButtonRow: Story = {
  args: {
    direction: 'row',
    gap: 3,
    wrap: true,
    justify: 'end',
    children: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
};
