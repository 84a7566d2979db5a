import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', () => {
    render(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden>Open menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByText('Open menu')).toHaveClass('visually-hidden');
  });

  it('uses the focusable variant for skip links', () => {
    render(
      <a href="#main">
        <VisuallyHidden focusable>Skip to content</VisuallyHidden>
      </a>,
    );
    expect(screen.getByText('Skip to content')).toHaveClass('visually-hidden-focusable');
  });
});
