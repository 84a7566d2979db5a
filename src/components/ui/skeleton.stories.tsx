import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
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

export const DoShapeOfTheContent: Story = {
  name: 'Do: the shape of what is coming',
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
      {[0, 1, 2].map((row) => (
        <div key={row} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton variant="circle" height={40} />
          <div style={{ flex: 1, display: 'grid', gap: 6 }}>
            <Skeleton width="55%" />
            <Skeleton width="35%" />
          </div>
        </div>
      ))}
    </div>
  ),
  parameters: {
    docs: { description: { story: 'Placeholders laid out like the list that replaces them: the page does not jump when it arrives.' } },
  },
};

export const DontOneBigBlock: Story = {
  name: "Don't: one block for everything",
  args: { variant: 'rect', height: 220 },
  parameters: {
    docs: { description: { story: 'A single grey block says nothing about what is loading, and the page jumps when the real rows arrive.' } },
  },
};
