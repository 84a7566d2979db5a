import type { Meta, StoryObj } from '@storybook/react-vite';
import { BackLink } from './back-link';

const meta = {
  title: 'Design system/Back link',
  component: BackLink,
  args: { to: '/foreignDashboard', children: 'Back to dashboard' },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
