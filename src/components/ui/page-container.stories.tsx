import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';
import { PageContainer } from './page-container';

const meta = {
  title: 'Design system/Layout/PageContainer',
  component: PageContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  // Content and lists are set by the stories, not edited as JSON in Controls (whose JSON editor's
  // markup also fails axe's listitem rule on the docs page).
  // `padded` as two choices: Storybook's on/off switch draws its unselected word at half opacity,
  // which fails colour contrast on the docs page.
  argTypes: { children: { control: false }, padded: { control: 'inline-radio', options: [true, false] } },
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
