import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleInvestorMatch, sampleLocalMatch } from '../lib/sample-matches';
import { MatchCard } from './match-card';

const meta = {
  title: 'Components/Dashboards/MatchCard',
  component: MatchCard,
  args: { match: sampleLocalMatch },
  decorators: [(Story) => <div style={{ maxInlineSize: 440 }}><Story /></div>],
} satisfies Meta<typeof MatchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LocalPartner: Story = {};
export const Investor: Story = { args: { match: sampleInvestorMatch } };
export const ForeignBusiness: Story = {
  args: {
    match: {
      ...sampleLocalMatch,
      id: 'fb_0010',
      kind: 'foreign',
      name: 'Brisant Conseil SAS',
      subtitle: 'Foreign business',
      industry: 'Professional Services',
      industries: ['Professional Services'],
      region: 'France, EU',
      score: 81,
      profilePath: '/foreign-business/fb_0010',
    },
  },
};
export const LowScore: Story = { args: { match: { ...sampleInvestorMatch, score: 48 } } };
