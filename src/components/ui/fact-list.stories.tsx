import type { Meta, StoryObj } from '@storybook/react-vite';
import { FactList } from './fact-list';

const meta = {
  title: 'Design system/Fact list',
  component: FactList,
  args: {
    facts: [
      { label: 'Industry', value: 'Fintech & Financial Services' },
      { label: 'Region', value: 'Dubai — DIFC' },
      { label: 'Category', value: 'Local partner' },
      { label: 'Date', value: '13 Sep 2026' },
    ],
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
