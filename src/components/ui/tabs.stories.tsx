import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { EmptyState } from './empty-state';
import { SubTabs, Tabs } from './tabs';

const statusTabs = [
  { value: 'approved', label: 'Approved', count: 4 },
  { value: 'pending', label: 'Pending Requests', count: 2 },
  { value: 'sent', label: 'Request Sent', count: 0 },
];

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { items: statusTabs, value: 'approved', onChange: fn(), label: 'Contract status' },
  // Content and lists are set by the stories, not edited as JSON in Controls (whose JSON editor's
  // markup also fails axe's listitem rule on the docs page).
  argTypes: { items: { control: false }, children: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Tabs {...args} value={value} onChange={setValue}>
        <p>Contracts with status “{value}”.</p>
      </Tabs>
    );
  },
};

export const Sub: Story = {
  args: {
    variant: 'sub',
    label: 'Counterpart type',
    value: 'local',
    items: [
      { value: 'local', label: 'Local Partners', count: 3 },
      { value: 'investor', label: 'Investors', count: 1 },
    ],
  },
};

export const WithDisabledTab: Story = {
  args: { items: [statusTabs[0]!, { ...statusTabs[1]!, disabled: true }, statusTabs[2]!] },
};

export const WithoutCounts: Story = {
  args: { items: statusTabs.map(({ value, label }) => ({ value, label })) },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const NestedWithSubTabs: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState('approved');
    const [kind, setKind] = useState('local');
    return (
      <Tabs {...args} value={status} onChange={setStatus}>
        <SubTabs
          label="Counterpart type"
          value={kind}
          onChange={setKind}
          items={[
            { value: 'local', label: 'Local Partners', count: 2 },
            { value: 'investor', label: 'Investors', count: 0 },
          ]}
        >
          {kind === 'investor' ? (
            <EmptyState title="No contracts yet" description="Requests you approve appear here." />
          ) : (
            <p>Two approved contracts with local partners.</p>
          )}
        </SubTabs>
      </Tabs>
    );
  },
};

export const ManyTabsOnMobile: Story = {
  args: {
    items: ['All', 'Foreign', 'Local', 'Investor', 'Pending', 'Rejected', 'Archived'].map((label, index) => ({
      value: label.toLowerCase(),
      label,
      count: index * 3,
    })),
    value: 'all',
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const RightToLeft: Story = {
  args: {
    label: 'حالة العقد',
    items: [
      { value: 'approved', label: 'موافق عليه', count: 4 },
      { value: 'pending', label: 'طلبات معلقة', count: 2 },
    ],
  },
  parameters: { direction: 'rtl' },
};

export const DoTabsForPeerViews: Story = {
  name: 'Do: tabs for views of the same thing',
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Tabs {...args} value={value} onChange={setValue}>
        <p>Contracts with status “{value}”.</p>
      </Tabs>
    );
  },
  parameters: {
    docs: { description: { story: 'Each tab is a view of the same list (contracts by status); the counts say what is behind each one.' } },
  },
};

export const DontSingleTab: Story = {
  name: "Don't: a single tab",
  args: { items: [{ value: 'approved', label: 'Approved', count: 4 }], value: 'approved' },
  parameters: {
    docs: { description: { story: 'One tab switches to nothing: use a heading instead, and add tabs when there is a second view.' } },
  },
};
