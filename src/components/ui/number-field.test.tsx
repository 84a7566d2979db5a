import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './number-field';

describe('NumberField', () => {
  it('renders a labelled spinbutton with its range', () => {
    render(<NumberField label="Target revenue" min={0} max={1000} unit="%" />);
    const input = screen.getByRole('spinbutton', { name: 'Target revenue' });
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '1000');
    expect(input).toHaveAccessibleDescription('%');
  });

  it('shows its error and is marked invalid', () => {
    render(<NumberField label="Ticket size min (USD)" error="Please complete all * required fields" required />);
    const input = screen.getByRole('spinbutton');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Please complete all * required fields');
  });

  it('gives react-hook-form a number with valueAsNumber', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ years: number }>();
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <NumberField label="Years in operation" {...register('years', { valueAsNumber: true })} />
          <button type="submit">Save</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.type(screen.getByLabelText('Years in operation'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ years: 12 });
  });

  it('keeps the number left to right on a right-to-left page', () => {
    render(
      <div dir="rtl">
        <NumberField label="Target revenue growth" unit="%" />
      </div>,
    );
    expect(screen.getByLabelText('Target revenue growth')).toHaveAttribute('dir', 'ltr');
  });
});
