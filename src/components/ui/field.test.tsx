import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, useFieldA11y } from './field';

describe('useFieldA11y', () => {
  it('describes the control by the caller ids, the hint and the error, in that order', () => {
    const { result } = renderHook(() => useFieldA11y({ id: 'email', hint: 'Hint', error: 'Error', describedBy: 'extra' }));
    expect(result.current).toEqual({
      controlId: 'email',
      hintId: 'email-hint',
      errorId: 'email-error',
      describedBy: 'extra email-hint email-error',
      invalid: true,
    });
  });

  it('generates an id and describes nothing without hint or error', () => {
    const { result } = renderHook(() => useFieldA11y({}));
    expect(result.current.controlId).toMatch(/^field-/);
    expect(result.current.describedBy).toBeUndefined();
    expect(result.current.invalid).toBe(false);
  });
});

describe('Field', () => {
  it('labels a custom control and shows hint, error and the required star', () => {
    render(
      <Field controlId="rate" label="Rate" hint="Per hour" hintId="rate-hint" error="Too high" errorId="rate-error" required>
        <input id="rate" aria-describedby="rate-hint rate-error" />
      </Field>,
    );
    const input = screen.getByLabelText(/Rate/);
    expect(input).toHaveAccessibleDescription('Per hour Too high');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can hide its label visually', () => {
    render(
      <Field controlId="q" label="Search" hideLabel>
        <input id="q" />
      </Field>,
    );
    expect(screen.getByText('Search')).toHaveClass('visually-hidden');
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });
});
