import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Stack } from './stack';
import { TextField } from './text-field';

const meta = {
  title: 'Design system/Layout/Stack',
  component: Stack,
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
