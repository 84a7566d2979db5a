import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput } from './code-input';

function boxes() {
  return Array.from({ length: 6 }, (_, index) => screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` }));
}

function values() {
  return boxes().map((box) => (box as HTMLInputElement).value);
}

describe('CodeInput', () => {
  it('renders six labelled numeric boxes in a named group, one-time-code on the first', () => {
    render(<CodeInput label="Verification code" />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    const all = boxes();
    expect(all).toHaveLength(6);
    all.forEach((box) => expect(box).toHaveAttribute('inputmode', 'numeric'));
    expect(all[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(all[1]).toHaveAttribute('autocomplete', 'off');
  });

  it('supports another length', () => {
    render(<CodeInput length={4} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Digit 4 of 4' })).toBeInTheDocument();
  });

  it('accepts digits only and ignores everything else', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CodeInput onChange={onChange} />);
    await user.click(boxes()[0]!);
    await user.keyboard('a- e');
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('7');
    expect(values()[0]).toBe('7');
    expect(onChange).toHaveBeenLastCalledWith('7');
  });

  it('ignores a non-digit that arrives as an input event without a key press (virtual keyboards)', () => {
    render(<CodeInput />);
    fireEvent.change(boxes()[0]!, { target: { value: 'x' } });
    expect(values()[0]).toBe('');
    fireEvent.change(boxes()[0]!, { target: { value: '5' } });
    expect(values()[0]).toBe('5');
    expect(boxes()[1]).toHaveFocus();
  });

  it('moves focus to the next box after each digit', async () => {
    const user = userEvent.setup();
    render(<CodeInput />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('calls onComplete with the full code once the last digit is typed', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const onChange = vi.fn();
    render(<CodeInput onComplete={onComplete} onChange={onChange} />);
    await user.click(boxes()[0]!);
    await user.keyboard('48215');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('9');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('482159');
    expect(onChange).toHaveBeenLastCalledWith('482159');
    expect(boxes()[5]).toHaveFocus();
  });

  it('on Backspace in an empty box clears the previous box and moves there', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CodeInput onChange={onChange} />);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('12');

    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
  });

  it('on Backspace in a filled box clears it and stays', async () => {
    const user = userEvent.setup();
    render(<CodeInput defaultValue="123456" />);
    await user.click(boxes()[5]!);
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '']);
    expect(boxes()[5]).toHaveFocus();
  });

  it('replaces the digit of a filled box when typing into it', async () => {
    const user = userEvent.setup();
    render(<CodeInput defaultValue="111111" />);
    await user.click(boxes()[2]!);
    await user.keyboard('9');
    expect(values()).toEqual(['1', '1', '9', '1', '1', '1']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('fills every box when a full code is pasted into any box', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<CodeInput onComplete={onComplete} />);
    await user.click(boxes()[3]!);
    await user.paste('654321');
    expect(values()).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(onComplete).toHaveBeenCalledWith('654321');
    expect(boxes()[5]).toHaveFocus();
  });

  it('keeps only the digits of a pasted code', async () => {
    const user = userEvent.setup();
    render(<CodeInput />);
    await user.click(boxes()[0]!);
    await user.paste(' 12-34 56 ');
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('fills from the focused box when fewer digits are pasted', async () => {
    const user = userEvent.setup();
    render(<CodeInput />);
    await user.click(boxes()[1]!);
    await user.paste('98');
    expect(values()).toEqual(['', '9', '8', '', '', '']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('moves between boxes with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<CodeInput />);
    await user.click(boxes()[2]!);
    await user.keyboard('{ArrowRight}');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(boxes()[5]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
  });

  it('fills all boxes when the browser autofills the whole code into the first box', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<CodeInput onComplete={onComplete} />);
    const first = boxes()[0]!;
    // Autofill replaces the value in one input event, without key presses.
    await user.click(first);
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(first, '246810');
    first.dispatchEvent(new Event('input', { bubbles: true }));
    expect(values()).toEqual(['2', '4', '6', '8', '1', '0']);
    expect(onComplete).toHaveBeenCalledWith('246810');
  });

  it('can be controlled and cleared by its parent', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [code, setCode] = useState('');
      return (
        <>
          <CodeInput value={code} onChange={setCode} />
          <output>{code}</output>
          <button type="button" onClick={() => setCode('')}>
            Clear
          </button>
        </>
      );
    }
    render(<Controlled />);
    await user.click(boxes()[0]!);
    await user.keyboard('314');
    expect(screen.getByRole('status')).toHaveTextContent('314');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(values()).toEqual(['', '', '', '', '', '']);
  });

  it('marks every box invalid and describes them with the error', () => {
    render(<CodeInput error="Invalid verification code" />);
    boxes().forEach((box) => {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Invalid verification code');
    });
  });

  it('keeps its boxes left to right on an Arabic page and takes digits typed or pasted in Arabic-Indic', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(
      <div dir="rtl">
        <CodeInput onComplete={onComplete} />
      </div>,
    );
    expect(screen.getByRole('group')).toHaveAttribute('dir', 'ltr');
    await user.click(boxes()[0]!);
    await user.keyboard('١٢٣');
    expect(values()).toEqual(['1', '2', '3', '', '', '']);
    await user.click(boxes()[0]!);
    await user.paste('٤٥٦۷۸۹');
    expect(values()).toEqual(['4', '5', '6', '7', '8', '9']);
    expect(onComplete).toHaveBeenLastCalledWith('456789');
  });
});
