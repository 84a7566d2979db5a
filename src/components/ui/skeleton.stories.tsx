import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Paragraph: Story = { args: { lines: 4 } };
export const Block: Story = { args: { variant: 'rect', height: 160 } };
export const Circle: Story = { args: { variant: 'circle', height: 120 } };

export const ProfileCardLoading: Story = {
  render: () => (
    <Card aria-busy="true">
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <Skeleton variant="circle" height={64} />
        <div style={{ flex: 1, display: 'grid', gap: 8 }}>
          <Skeleton width="60%" height={20} />
          <Skeleton width="40%" />
        </div>
      </div>
      <div style={{ marginBlockStart: 24 }}>
        <Skeleton lines={3} />
      </div>
    </Card>
  ),
};
