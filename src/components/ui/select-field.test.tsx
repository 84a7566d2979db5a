import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

const industries = [
  { value: 'Fintech', label: 'Fintech' },
  { value: 'Healthcare', label: 'Healthcare' },
];

describe('SelectField', () => {
  it('lists its options under its label', () => {
    render(<SelectField label="Industry" options={industries} placeholder="Select an industry" />);
    const select = screen.getByRole('combobox', { name: 'Industry' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select an industry',
      'Fintech',
      'Healthcare',
    ]);
  });

  it('keeps a stored value outside the options as an extra selected "Current value" option', () => {
    render(<SelectField label="Industry" options={industries} value="Aerospace" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Industry' });
    expect(within(select).getByRole('option', { name: 'Aerospace (Current value)' })).toBeInTheDocument();
    expect(select).toHaveValue('Aerospace');
  });

  it('shows such a stored value by its label when one is known, and keeps the value', () => {
    const label = (value: string) => ({ '100k-250k': '$100,000 – $250,000' })[value];
    render(<SelectField label="Budget" options={industries} value="100k-250k" onChange={() => {}} currentLabel={label} />);
    const select = screen.getByRole('combobox', { name: 'Budget' });
    expect(within(select).getByRole('option', { name: '$100,000 – $250,000 (Current value)' })).toHaveValue('100k-250k');
    expect(select).toHaveValue('100k-250k');
  });

  it('adds no extra option when the value is among the options', () => {
    render(<SelectField label="Industry" options={industries} defaultValue="Healthcare" />);
    const select = screen.getByRole('combobox', { name: 'Industry' });
    expect(within(select).queryByRole('option', { name: /Current value/ })).not.toBeInTheDocument();
    expect(select).toHaveValue('Healthcare');
  });

  it('adds no extra option for an empty value', () => {
    render(<SelectField label="Industry" options={industries} placeholder="Select" defaultValue="" />);
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('lets the user move away from the current value and back', async () => {
    const user = userEvent.setup();
    render(<SelectField label="Industry" options={industries} defaultValue="Aerospace" />);
    const select = screen.getByRole('combobox', { name: 'Industry' });
    await user.selectOptions(select, 'Fintech');
    expect(select).toHaveValue('Fintech');
    await user.selectOptions(select, 'Aerospace (Current value)');
    expect(select).toHaveValue('Aerospace');
  });

  it('keeps the stored value with react-hook-form register and currentValue', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ industry: string }>({ defaultValues: { industry: 'Aerospace' } });
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <SelectField label="Industry" options={industries} currentValue="Aerospace" {...register('industry')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('Aerospace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ industry: 'Aerospace' });
  });

  it('wires its error message', () => {
    render(<SelectField label="Region" options={industries} error="Please complete all * required fields" required />);
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please complete all * required fields');
  });
});
