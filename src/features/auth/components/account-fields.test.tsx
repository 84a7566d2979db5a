import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auth as authText } from '@/i18n/auth';
import { limits } from '@/lib/limits';
import { EmailField, PasswordField } from './account-fields';

describe('the account fields', () => {
  it('asks for an e-mail the way the server takes it, and lets the browser fill it', () => {
    render(<EmailField />);
    const email = screen.getByRole('textbox', { name: new RegExp(`^${authText.fields.email}`) });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('maxlength', String(limits.email));
    expect(email).toBeRequired();
  });

  it('tells password managers whether to fill a password or to save a new one', () => {
    render(
      <>
        <PasswordField purpose="current" />
        <PasswordField label="Confirm password" />
      </>,
    );
    const [current, fresh] = screen.getAllByLabelText(/password/i, { selector: 'input' });
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(fresh).toHaveAttribute('autocomplete', 'new-password');
    for (const field of [current, fresh]) {
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('maxlength', String(limits.password));
      expect(field).toBeRequired();
    }
  });
});
