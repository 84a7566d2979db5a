import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Get Started</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('defaults to type button so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('is disabled and busy while loading, and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows the loading text instead of the label while loading', () => {
    render(
      <Button loading loadingText="Processing...">
        Add Milestone
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('is not busy when not loading', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button')).toBeEnabled();
  });

  it('applies the variant, size and full-width classes', () => {
    render(
      <Button variant="danger" size="lg" fullWidth>
        Delete
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveClass('button', 'danger', 'lg', 'fullWidth');
  });

  it('forwards its ref to the native button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Save</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });
});
