import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { BusinessPagination } from './business-pagination';

const meta = {
  title: 'Components/Admin/BusinessPagination',
  component: BusinessPagination,
  args: { page: 1, pages: 206, onPage: fn() },
} satisfies Meta<typeof BusinessPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 103 } };
export const LastPage: Story = { args: { page: 206 } };

export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return <BusinessPagination {...args} page={page} onPage={setPage} />;
  },
};
