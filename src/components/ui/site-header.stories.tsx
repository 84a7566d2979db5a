import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Avatar } from './avatar';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Design system/Layout/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // On the docs page each story gets its own frame, as wide and as scrollable as a page: one
    // page with several headers would hold several banner landmarks.
    docs: { story: { inline: false, height: '280px' } },
  },
  // Content and lists are set by the stories, not edited as JSON in Controls (whose JSON editor's
  // markup also fails axe's listitem rule on the docs page).
  argTypes: { navItems: { control: false }, actions: { control: false } },
  args: {
    navItems: [
      { label: 'About Us', to: '/aboutus' },
      { label: 'Login', to: '/login' },
      { label: 'Get Started', to: '/signup', variant: 'primary' },
    ],
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Public: Story = {};

export const Dashboard: Story = {
  args: {
    navItems: [
      { label: 'About Us', to: '/aboutus' },
      { label: 'Contracts', to: '/foreign/AllContracts' },
      { label: 'Logout', onClick: fn(), variant: 'secondary' },
    ],
    actions: <Avatar name="Sara Lindqvist" size="sm" />,
  },
  parameters: { router: { initialEntries: ['/foreign/AllContracts'] } },
};

export const ScrollToSeeScrolledStyle: Story = {
  render: (args) => (
    <div>
      <SiteHeader {...args} />
      <main style={{ padding: 24, minBlockSize: '200vh' }}>
        <p>Scroll more than 10 px: the header gains a white background and a shadow.</p>
      </main>
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const RightToLeft: Story = { parameters: { direction: 'rtl' } };
