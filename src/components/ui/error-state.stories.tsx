import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'Design system/ErrorState',
  component: ErrorState,
  args: { title: 'Error Loading Contract', message: 'The contract could not be loaded. Check your connection and try again.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const TryAgainLabel: Story = { args: { retryLabel: 'Try Again' } };
export const WithoutRetry: Story = { args: { onRetry: undefined, title: 'User not authenticated', message: undefined } };
export const LongText: Story = {
  args: {
    message:
      'The server answered with an unexpected response while loading the milestones, tasks and comments of this contract. Nothing you entered was lost; retrying usually fixes a temporary network problem.',
  },
};
