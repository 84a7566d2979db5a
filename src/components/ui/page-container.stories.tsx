import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';
import { PageContainer } from './page-container';

const meta = {
  title: 'Design system/Layout/PageContainer',
  component: PageContainer,
  parameters: { layout: 'fullscreen' },
  args: {
    padded: true,
    children: (
      <Card title="Global Expansion Dashboard">
        <p>Content is centred and never wider than the container; the side padding grows from 16 px to 32 px at 720 px.</p>
      </Card>
    ),
  },
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { width: 'narrow' } };
export const Wide: Story = { args: { width: 'wide' } };
