import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScoreRing } from './score-ring';

const meta = {
  title: 'Components/Dashboards/ScoreRing',
  component: ScoreRing,
  args: { score: 89 },
  argTypes: { score: { control: { type: 'range', min: 0, max: 100 } }, size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof ScoreRing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Excellent: Story = {};
export const Strong: Story = { args: { score: 76 } };
export const Good: Story = { args: { score: 61 } };
export const Possible: Story = { args: { score: 42 } };
export const Large: Story = { args: { score: 94, size: 'lg' } };
