import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';

describe('CheckboxField', () => {
  it('toggles when its label is clicked', async () => {
    const onChange = vi.fn();
    render(<CheckboxField label="I accept the terms and conditions" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await userEvent.click(screen.getByText('I accept the terms and conditions'));
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('toggles with the space key', async () => {
    const user = userEvent.setup();
    render(<CheckboxField label="Remember me" />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('wires its error and required state', () => {
    render(<CheckboxField label="Terms" required error="Please accept our terms and conditions" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Terms' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAttribute('aria-required', 'true');
    expect(checkbox).toHaveAccessibleDescription('Please accept our terms and conditions');
  });
});
