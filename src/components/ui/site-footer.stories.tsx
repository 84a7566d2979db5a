import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'UI/Layout/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    blurb:
      'Corridor connects Nordic and EU businesses with verified UAE partners — law firms, banks and free zones — and with investors.',
    groups: [
      {
        title: 'Quick Links',
        links: [
          { label: 'Home', to: '/' },
          { label: 'About Us', to: '/aboutus' },
          { label: 'Book a demo', to: '/book-a-demo' },
          { label: 'Login', to: '/login' },
        ],
      },
      {
        title: 'Legal',
        links: [
          { label: 'Privacy Policy', to: '/privacy-policy' },
          { label: 'Terms & Conditions', to: '/terms' },
        ],
      },
    ],
    legalLinks: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms & Conditions', to: '/terms' },
    ],
    contact: <a href="mailto:hello@corridor.test">hello@corridor.test</a>,
    year: 2025,
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Minimal: Story = { args: { groups: [], contact: undefined, blurb: undefined } };
export const RightToLeft: Story = { parameters: { direction: 'rtl' } };
