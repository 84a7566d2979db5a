import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormActionBar } from './form-action-bar';

describe('FormActionBar', () => {
  it('shows the message above the note and the buttons', () => {
    render(
      <FormActionBar note="Fields marked * are required." message={<p role="alert">Please complete all * required fields</p>}>
        <button type="submit">Submit</button>
      </FormActionBar>,
    );
    const alert = screen.getByRole('alert');
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
  });

  it('renders no message area without a message', () => {
    const { container } = render(
      <FormActionBar>
        <button type="submit">Submit</button>
      </FormActionBar>,
    );
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});
