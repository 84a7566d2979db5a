import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppProviders } from '@/app/providers';
import { Component } from './book-demo-business';

const meta = {
  title: 'Screens/Marketing/Book a Demo (form page)',
  component: Component,
  decorators: [
    (Story) => (
      <AppProviders>
        <Story />
      </AppProviders>
    ),
  ],
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/book-demo-business'] } },
} satisfies Meta<typeof Component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page; the form's states (filled, sending, success, error) are stories of DemoRequestForm. */
export const Default: Story = {};
