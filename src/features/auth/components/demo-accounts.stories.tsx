import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoAccounts } from './demo-accounts';

const meta = {
  title: 'Components/Auth/DemoAccounts',
  component: DemoAccounts,
  args: { onUse: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DemoAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Use the Local partner demo account' }));
    await expect(args.onUse).toHaveBeenCalledWith(expect.objectContaining({ email: 'demo.local@corridor.test' }), 'corridor-demo');
  },
};

/** While the login form is sending. */
export const Disabled: Story = { args: { disabled: true } };
