import type { Meta, StoryObj } from '@storybook/react-vite';
import { footerGroups, legalLinks } from '@/components/layout/public-layout';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Design system/Layout/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
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
