import type { Meta, StoryObj } from '@storybook/react-vite';
import { footerGroups, legalLinks } from '@/components/layout/public-layout';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Design system/Layout/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // On the docs page each story gets its own frame: one page with several footers would hold
    // several contentinfo landmarks.
    docs: { story: { inline: false, height: '420px' } },
  },
  // Content and lists are set by the stories, not edited as JSON in Controls (whose JSON editor's
  // markup also fails axe's listitem rule on the docs page).
  argTypes: { groups: { control: false }, legalLinks: { control: false }, contact: { control: false } },
  args: {
    blurb:
      'Corridor connects Nordic and EU businesses with verified UAE partners — law firms, banks and free zones — and with investors.',
    groups: footerGroups,
    legalLinks,
    contact: <a href="mailto:hello@corridor.test">hello@corridor.test</a>,
    year: 2025,
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Minimal: Story = { args: { groups: [], contact: undefined, blurb: undefined } };
export const RightToLeft: Story = { parameters: { direction: 'rtl' } };
