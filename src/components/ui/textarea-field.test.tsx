import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextareaField } from './textarea-field';

describe('TextareaField', () => {
  it('renders a labelled multi-line input that accepts typing', async () => {
    render(<TextareaField label="Description" />);
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.type(textarea, 'Line one{enter}Line two');
    expect(textarea).toHaveValue('Line one\nLine two');
  });

  it('wires hint, error and required state', () => {
    render(<TextareaField label="Comment" hint="Visible to both partners." error="Comment is required" required />);
    const textarea = screen.getByRole('textbox', { name: 'Comment' });
    expect(textarea).toHaveAccessibleDescription('Visible to both partners. Comment is required');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAttribute('aria-required', 'true');
  });

  it('forwards its ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextareaField label="Notes" ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLTextAreaElement);
  });
});
