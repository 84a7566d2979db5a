import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroupField } from './checkbox-group-field';

const stages = [
  { value: 'Seed', label: 'Seed' },
  { value: 'Series A', label: 'Series A' },
  { value: 'Growth', label: 'Growth' },
];

describe('CheckboxGroupField', () => {
  it('is a labelled group of checkboxes', () => {
    render(<CheckboxGroupField label="Target Stages" options={stages} value={['Seed']} onChange={() => {}} required hint="Pick any." />);
    const group = screen.getByRole('group', { name: /Target Stages/ });
    expect(group).toHaveAccessibleDescription('Pick any.');
    expect(screen.getByRole('checkbox', { name: 'Seed' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Growth' })).not.toBeChecked();
  });

  it('keeps the order of the list when boxes are ticked', async () => {
    const onChange = vi.fn();
    render(<CheckboxGroupField label="Target Stages" options={stages} value={['Growth']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seed' }));
    expect(onChange).toHaveBeenCalledWith(['Seed', 'Growth']);
  });

  it('unticks a value', async () => {
    const onChange = vi.fn();
    render(<CheckboxGroupField label="Target Stages" options={stages} value={['Seed', 'Growth']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seed' }));
    expect(onChange).toHaveBeenCalledWith(['Growth']);
  });

  it('keeps a stored value outside the list selectable with a Current value note, even when unticked', () => {
    render(<CheckboxGroupField label="Target Stages" options={stages} value={[]} currentValues={['Bridge']} onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Bridge (Current value)' })).not.toBeChecked();
  });

  it('links its error', () => {
    render(<CheckboxGroupField label="Target Stages" options={stages} value={[]} onChange={() => {}} error="This field is required" />);
    expect(screen.getByRole('group', { name: /Target Stages/ })).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('checkbox', { name: 'Seed' })).toHaveAttribute('aria-invalid', 'true');
  });
});
