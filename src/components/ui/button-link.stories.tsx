import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from './button-link';

const meta = {
  title: 'Design system/ButtonLink',
  component: ButtonLink,
  tags: ['autodocs'],
  args: { to: '/book-a-demo', children: 'Book a demo' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RouterLink: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', to: '/aboutus', children: 'About Us' } };
export const ExternalNewTab: Story = {
  args: { to: undefined, href: '/login', target: '_blank', children: 'Continue to Demo', variant: 'primary' },
};
export const FullWidth: Story = { args: { fullWidth: true, size: 'lg', children: 'Get Started' } };
