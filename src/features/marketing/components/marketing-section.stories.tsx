import type { Meta, StoryObj } from '@storybook/react-vite';
import { marketing as marketingText } from '@/i18n/marketing';
import { MarketingSection } from './marketing-section';

const mission = marketingText.about.mission;

const meta = {
  title: 'Components/Marketing/MarketingSection',
  component: MarketingSection,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: mission.eyebrow,
    title: mission.title,
    intro: mission.paragraphs[0],
    children: <p>{mission.paragraphs[1]}</p>,
  },
} satisfies Meta<typeof MarketingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centred: Story = {};
export const Split: Story = { args: { align: 'split', tone: 'surface', intro: undefined } };
export const Brand: Story = { args: { tone: 'brand', align: 'start' } };
