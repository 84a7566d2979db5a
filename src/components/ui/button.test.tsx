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

  it('gives focus back after loading when it had focus and the browser moved it to the page', () => {
    const { rerender } = render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    rerender(<Button loading>Save</Button>);
    // What a browser does to a focused button that becomes disabled: focus goes to the page.
    // (jsdom does not, and will not blur a disabled button, so focus passes through an element that goes away.)
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.focus();
    elsewhere.remove();
    expect(document.activeElement).toBe(document.body);
    rerender(<Button>Save</Button>);
    expect(document.activeElement).toBe(button);
  });

  it('leaves focus alone when something else took it, or when it did not have it', () => {
    const { rerender } = render(
      <>
        <input aria-label="Note" />
        <Button>Save</Button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    rerender(
      <>
        <input aria-label="Note" />
        <Button loading>Save</Button>
      </>,
    );
    screen.getByRole('textbox', { name: 'Note' }).focus();
    rerender(
      <>
        <input aria-label="Note" />
        <Button>Save</Button>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Note' }));

    (document.activeElement as HTMLElement).blur();
    rerender(
      <>
        <input aria-label="Note" />
        <Button loading>Save</Button>
      </>,
    );
    rerender(
      <>
        <input aria-label="Note" />
        <Button>Save</Button>
      </>,
    );
    expect(document.activeElement).toBe(document.body);
  });

  it('forwards a callback ref too, and clears it on unmount', () => {
    const seen: Array<HTMLButtonElement | null> = [];
    const { unmount } = render(<Button ref={(node) => void seen.push(node)}>Save</Button>);
    expect(seen[0]).toBeInstanceOf(HTMLButtonElement);
    unmount();
    expect(seen.at(-1)).toBeNull();
  });
});
