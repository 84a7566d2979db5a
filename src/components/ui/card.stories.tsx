import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';
import { Button } from './button';
import { ButtonLink } from './button-link';
import { Card } from './card';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Design system/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Al Noor Legal Consultants',
    subtitle: 'Legal services · Dubai',
    children: <p>Company formation, licensing and corporate governance for foreign businesses entering the UAE.</p>,
  },
  // Content and lists are set by the stories, not edited as JSON in Controls (whose JSON editor's
  // markup also fails axe's listitem rule on the docs page).
  argTypes: { children: { control: false }, actions: { control: false }, footer: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActionsAndFooter: Story = {
  args: {
    as: 'article',
    actions: <Badge status="Verified" />,
    footer: <ButtonLink to="/local-business/1" size="sm">View Profile</ButtonLink>,
    interactive: true,
  },
};
export const Section: Story = {
  args: {
    as: 'section',
    title: 'Project Milestones',
    subtitle: undefined,
    actions: <Button size="sm">Add Milestone</Button>,
    children: <ProgressBar value={60} label="Trade licence" />,
  },
};
export const WithoutTitle: Story = { args: { title: undefined, subtitle: undefined } };
export const LongText: Story = {
  args: {
    title: 'Emirates Free Zone Advisory and Corporate Services Provider for Nordic Technology Companies',
    actions: <Badge status="Pending" />,
  },
};

export const DoInteractiveWithAction: Story = {
  name: 'Do: highlight a card that holds an action',
  args: {
    as: 'article',
    interactive: true,
    actions: <Badge status="Verified" />,
    footer: (
      <ButtonLink to="/local-business/1" size="sm">
        View Profile
      </ButtonLink>
    ),
  },
  parameters: {
    docs: { description: { story: '`interactive` lifts the card on hover and focus to show that something in it can be opened.' } },
  },
};

export const DontInteractiveWithoutAction: Story = {
  name: "Don't: highlight a card with nothing to open",
  args: { interactive: true },
  parameters: {
    docs: { description: { story: 'A card that lifts under the pointer but holds no link or button promises a click that does nothing.' } },
  },
};
