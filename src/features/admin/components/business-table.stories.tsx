import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { BusinessListItem } from '../api/get-businesses';
import { BusinessTable } from './business-table';

const rows: BusinessListItem[] = [
  { _id: 'lp_0067', name: 'Sanad Digital', category: 'local', industry: 'Technology & SaaS', contact: 'contact@sanad-digital.example', status: 'Pending' },
  { _id: 'lp_0001', name: 'Al Noor Corporate Services', category: 'local', industry: 'Professional Services', contact: 'contact@al-noor.example', status: 'Active' },
  { _id: 'lp_0064', name: 'Thamra Trading LLC', category: 'local', industry: 'Food & Beverage', contact: 'contact@thamra-trading.example', status: 'Rejected' },
  { _id: 'fb_0001', name: 'Nordvik Payments AB', category: 'foreign', industry: 'Fintech & Financial Services', contact: 'demo.foreign@corridor.test', status: 'Active' },
  {
    _id: 'inv_0001',
    name: 'Saqr Bay Family Office',
    category: 'investor',
    industry: 'Hospitality & Tourism, Fintech & Financial Services',
    contact: 'contact@saqr-bay-family-office.example',
    status: 'Active',
  },
];

const meta = {
  title: 'Components/Admin/BusinessTable',
  component: BusinessTable,
  args: { rows, pending: new Map(), onAction: fn() },
} satisfies Meta<typeof BusinessTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A table when it has 56rem, cards below (the table answers to its container, not the window). */
export const Mixed: Story = {};

/** An accept is running: its button spins, the row's buttons are disabled. */
export const ActionRunning: Story = {
  args: { pending: new Map([['lp_0067', 'accept']]) },
};

/** In a 375 px column: one card per business, labelled fields, full-width actions. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 375 }}>
        <Story />
      </div>
    ),
  ],
};
