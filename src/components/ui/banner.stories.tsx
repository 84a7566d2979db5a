import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Banner } from './banner';
import { Button } from './button';

const meta = {
  title: 'Design system/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: { tone: 'success', children: 'Logged in Successfully' },
  // Actions are set by the stories, not edited as JSON in Controls (whose JSON editor's markup also
  // fails axe's listitem rule on the docs page).
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'error', 'info', 'warning'] }, action: { control: false } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const ErrorTone: Story = { args: { tone: 'error', children: 'Invalid verification code' } };
export const Info: Story = { args: { tone: 'info', children: 'Verification inputs appear once the code has been sent.' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Your partner profile is pending verification.' } };
export const WithTitleAndClose: Story = {
  args: {
    tone: 'success',
    title: 'Request sent',
    children: 'Your partnership request was sent to Al Noor Legal Consultants.',
    onClose: fn(),
  },
};
export const WithAction: Story = {
  args: {
    tone: 'error',
    title: 'Error Loading Contract',
    children: 'The server did not answer.',
    action: (
      <Button size="sm" variant="secondary">
        Retry
      </Button>
    ),
  },
};
export const LongText: Story = {
  args: {
    tone: 'warning',
    onClose: fn(),
    children:
      'Partner and investor registrations are reviewed by the Corridor team before they appear in match lists. This usually takes one to two working days; you will see the Verified badge on your profile once the review is complete and your documents have been checked.',
  },
};
export const AutoDismiss: Story = {
  render: function Render(args) {
    const [visible, setVisible] = useState(true);
    return visible ? (
      <Banner {...args} onClose={() => setVisible(false)} autoDismissMs={3000} />
    ) : (
      <Button variant="secondary" onClick={() => setVisible(true)}>
        Show again
      </Button>
    );
  },
  args: { tone: 'success', children: 'Category updated successfully! Redirecting...' },
};
export const RightToLeft: Story = {
  args: { tone: 'info', children: 'تم إرسال رمز التحقق إلى بريدك الإلكتروني.', onClose: fn() },
  parameters: { direction: 'rtl' },
};

export const DoSayWhatAndWhatNext: Story = {
  name: 'Do: say what happened and what to do',
  args: {
    tone: 'error',
    title: 'The request was not sent',
    children: 'The server did not answer. Your message is kept: try again in a moment.',
    action: (
      <Button size="sm" variant="secondary">
        Try again
      </Button>
    ),
  },
  parameters: {
    docs: { description: { story: 'A title for what happened, a sentence for what it means for the reader, and the way out.' } },
  },
};

export const DontVagueMessage: Story = {
  name: "Don't: a vague message",
  args: { tone: 'error', children: 'Something went wrong.' },
  parameters: {
    docs: { description: { story: 'The reader cannot tell what failed, whether their work is lost or what to do about it.' } },
  },
};
