import type { Meta, StoryObj } from '@storybook/react-vite';
import { MatchPreview } from './match-preview';

const meta = {
  title: 'Components/Marketing/MatchPreview',
  component: MatchPreview,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MatchPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The decorative hero illustration of the home page. */
export const Default: Story = {};
