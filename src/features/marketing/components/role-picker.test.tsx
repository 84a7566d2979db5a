import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RolePicker, type RoleOption } from './role-picker';

const options: readonly RoleOption<'a' | 'b'>[] = [
  { value: 'a', title: 'Business owner', description: 'Looking to expand my business to UAE market', icon: 'briefcase' },
  { value: 'b', title: 'Partner', description: 'I want to help and earn my commission', icon: 'handshake' },
];

function Harness({ onChange }: { onChange: (value: 'a' | 'b') => void }) {
  const [value, setValue] = useState<'a' | 'b' | null>(null);
  return (
    <>
      <h1 id="question">What best describes you?</h1>
      <RolePicker
        labelledBy="question"
        options={options}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

describe('RolePicker', () => {
  it('is a radio group of cards: a click anywhere on a card chooses it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'What best describes you?' })).toBeInTheDocument();
    await user.click(screen.getByText('I want to help and earn my commission'));
    expect(onChange).toHaveBeenLastCalledWith('b');
    expect(screen.getByRole('radio', { name: 'Partner' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Business owner' })).not.toBeChecked();
  });

  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Business owner' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Partner' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('b');
  });
});
