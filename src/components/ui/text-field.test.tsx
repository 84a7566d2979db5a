import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and links hint and error through aria-describedby', () => {
    render(<TextField label="Email" hint="We never share it." error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('We never share it. Email is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Email" />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-describedby');
  });

  it('marks required fields with a visual star and aria-required', () => {
    render(<TextField label="Company name" required />);
    const input = screen.getByRole('textbox', { name: 'Company name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows and hides the password with the toggle button', async () => {
    const user = userEvent.setup();
    render(<TextField label="Password" type="password" defaultValue="secret-1" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret-1');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps a caller aria-describedby alongside its own', () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <TextField label="Name" aria-describedby="extra" error="Required" />
      </>,
    );
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Extra help Required');
  });

  it('works with react-hook-form register', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <TextField label="Email" {...register('email')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.type(screen.getByLabelText('Email'), 'demo.foreign@corridor.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'demo.foreign@corridor.test' });
  });

  it('keeps e-mail, phone and web addresses left to right on a right-to-left page, unless told otherwise', () => {
    render(
      <div dir="rtl">
        <TextField label="E-mail" type="email" />
        <TextField label="Phone" type="tel" />
        <TextField label="Website" type="url" />
        <TextField label="Company" />
        <TextField label="Reference" type="email" dir="auto" />
      </div>,
    );
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Website')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Company')).not.toHaveAttribute('dir');
    expect(screen.getByLabelText('Reference')).toHaveAttribute('dir', 'auto');
  });
});
