import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './avatar';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#e6ecf5"/><circle cx="60" cy="46" r="22" fill="#1d4e89"/><path d="M20 120c4-26 20-40 40-40s36 14 40 40" fill="#1d4e89"/></svg>',
  );

const meta = {
  title: 'Design system/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Sara Lindqvist' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const WithImage: Story = { args: { src: photo } };
export const BrokenImage: Story = { args: { name: 'Gulf Capital Partners', src: '/does-not-exist.png' } };
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar name="Al Noor Legal" size="sm" />
      <Avatar name="Nordic Solar AB" size="md" />
      <Avatar name="Emirates Free Zone" size="lg" />
      <Avatar name="Gulf Capital" size="xl" />
      <Avatar name="Sara Lindqvist" src={photo} size={96} />
    </div>
  ),
};
