import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Composer, MESSAGE_ANNOUNCE_FROM, MESSAGE_MAX } from './composer';

function Harness({ onSend, initial = '' }: { onSend: (body: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return <Composer company="Al Noor Corporate Services" value={value} onChange={setValue} onSend={onSend} />;
}

const box = () => screen.getByRole('textbox', { name: 'Message to Al Noor Corporate Services' });

describe('Composer', () => {
  it('sends with Enter, breaks the line with Shift+Enter, and keeps the focus in the box', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.type(box(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box()).toHaveValue('First line\nsecond line');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('First line\nsecond line');
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(box()).toHaveAccessibleDescription('Enter sends · Shift+Enter starts a new line');
  });

  it('sends with the Send button, trimmed, and returns the focus to the box', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.type(box(), '  Hello from Stockholm  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Hello from Stockholm');
    expect(box()).toHaveFocus();
  });

  it('does not send while an input method is composing, nor an empty message', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'にほんご' } });
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
    expect(box()).toHaveValue('にほんご');
    fireEvent.change(box(), { target: { value: '   ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('counts up to 4,000 characters, says how many are left only near the limit, and refuses a longer one keeping it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onSend = vi.fn();
      render(<Harness onSend={onSend} />);
      fireEvent.change(box(), { target: { value: 'a'.repeat(120) } });
      expect(screen.getByText('120 / 4,000')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('');

      fireEvent.change(box(), { target: { value: 'a'.repeat(MESSAGE_ANNOUNCE_FROM + 20) } });
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('180 characters left');

      const long = 'b'.repeat(MESSAGE_MAX + 12);
      fireEvent.change(box(), { target: { value: long } });
      expect(box()).toBeInvalid();
      expect(box()).toHaveAccessibleDescription(/Your message is 12 characters too long/);
      fireEvent.keyDown(box(), { key: 'Enter' });
      expect(onSend).not.toHaveBeenCalled();
      expect(box()).toHaveValue(long);
      expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Your message is 12 characters too long. Shorten it to send.');
    } finally {
      vi.useRealTimers();
    }
  });
});
