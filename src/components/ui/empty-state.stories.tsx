import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from './button-link';
import { EmptyState } from './empty-state';
import { SearchIcon } from './text-field';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No milestones found for this contract.' },
  // Content is set by the stories, not edited as JSON in Controls (whose JSON editor's markup also
  // fails axe's listitem rule on the docs page).
  argTypes: { action: { control: false }, icon: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescriptionAndAction: Story = {
  args: {
    title: 'No contracts yet',
    description: 'When a partner approves one of your requests, the contract appears here.',
    action: <ButtonLink to="/foreignDashboard">Find partners</ButtonLink>,
  },
};
export const Compact: Story = { args: { title: 'No comments yet for this milestone.', compact: true } };
export const CustomIcon: Story = {
  args: {
    title: 'No businesses found matching your criteria.',
    icon: <SearchIcon />,
  },
};
export const LongText: Story = {
  args: {
    title: 'No tasks assigned to this milestone yet.',
    description:
      'Tasks break a milestone into concrete steps such as collecting the notarised memorandum of association, booking the bank appointment and submitting the establishment card application.',
  },
};

export const DoNextStep: Story = {
  name: 'Do: offer the next step',
  args: {
    title: 'No partners match these filters',
    description: 'Lower the minimum score or choose another region to see more partners.',
    action: <ButtonLink to="/foreignDashboard" variant="secondary">Clear the filters</ButtonLink>,
  },
  parameters: {
    docs: { description: { story: 'Say why the list is empty and give the one action that fills it.' } },
  },
};

export const DontDeadEnd: Story = {
  name: "Don't: a dead end",
  args: { title: 'No results.' },
  parameters: {
    docs: { description: { story: 'A bare "No results." leaves the reader to guess whether something broke and what to try next.' } },
  },
};
