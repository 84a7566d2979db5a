import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'Design system/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
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

export const DoPlainWordsAndRetry: Story = {
  name: 'Do: plain words and a retry',
  args: {
    title: 'Error Loading Contract',
    message: 'The contract could not be loaded. Check your connection and try again.',
  },
  parameters: {
    docs: { description: { story: 'Say what could not be shown, in the reader\'s words, and offer the retry.' } },
  },
};

export const DontTechnicalMessage: Story = {
  name: "Don't: the server's message",
  args: {
    title: 'Error',
    message: 'HTTP 500: Internal Server Error (GET /contract/ctr_0001, request id 7f3a9c).',
    onRetry: undefined,
  },
  parameters: {
    docs: { description: { story: 'Status codes and request ids mean nothing to the reader; without a retry the only way out is the browser\'s reload.' } },
  },
};
