import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormMessage } from './form-message';

describe('FormMessage', () => {
  it('keeps an empty region with its id when there is nothing to say', () => {
    const { container } = render(<FormMessage id="login-message" flash={null} />);
    expect(container.querySelector('#login-message')).toBeEmptyDOMElement();
  });

  it('shows an error as an alert', () => {
    render(<FormMessage id="m" flash={{ tone: 'error', text: 'Incorrect password' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect password');
  });

  it('shows success and info as polite status messages', () => {
    const { rerender } = render(<FormMessage id="m" flash={{ tone: 'success', text: 'Logged in Successfully' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Logged in Successfully');
    rerender(<FormMessage id="m" flash={{ tone: 'info', text: 'Filled in.' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Filled in.');
  });
});
