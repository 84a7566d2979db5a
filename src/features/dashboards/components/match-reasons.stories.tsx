import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleInvestorMatch, sampleLocalMatch } from '../lib/sample-matches';
import { MatchReasons } from './match-reasons';

const meta = {
  title: 'Components/Dashboards/MatchReasons',
  component: MatchReasons,
  args: { reasons: sampleLocalMatch.reasons, score: sampleLocalMatch.score },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}><Story /></div>],
} satisfies Meta<typeof MatchReasons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopReasons: Story = {};
export const AllReasons: Story = { args: { initialCount: Number.POSITIVE_INFINITY, headingLevel: 3 } };
export const WithPointsTakenAway: Story = {
  args: { reasons: sampleInvestorMatch.reasons, score: sampleInvestorMatch.score, initialCount: Number.POSITIVE_INFINITY },
};
export const NoReasons: Story = { args: { reasons: [], score: 50 } };
