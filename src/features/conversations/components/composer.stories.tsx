import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Composer, MESSAGE_MAX } from './composer';

/** The message box on its own: empty, with a draft, near the limit and over it. */
function ComposerWith({ initial = '', onSend }: { initial?: string; onSend: (body: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxInlineSize: 720 }}>
      <Composer company="Al Noor Corporate Services" value={value} onChange={setValue} onSend={onSend} />
    </div>
  );
}

const meta = {
  title: 'Components/Conversations/Composer',
  component: ComposerWith,
  args: { onSend: fn() },
} satisfies Meta<typeof ComposerWith>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A draft kept from an earlier visit, with line breaks. */
export const Draft: Story = {
  args: { initial: 'Thank you for the checklist.\nWe will send the board resolution on Monday.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('Thank you for the checklist.\nWe will send the board resolution on Monday.');
  },
};

export const NearTheLimit: Story = {
  args: { initial: 'a'.repeat(MESSAGE_MAX - 150) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3,850 / 4,000')).toBeInTheDocument();
  },
};

/** Over 4,000 characters: the counter and the field say so, and Send does not send. */
export const TooLong: Story = {
  args: { initial: 'a'.repeat(MESSAGE_MAX + 25) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
    await expect(within(canvasElement).getByText('Your message is 25 characters too long. Shorten it to send.')).toBeInTheDocument();
  },
};
