import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './stack';

describe('Stack', () => {
  it('uses a spacing token for its gap', () => {
    render(<Stack gap={6} data-testid="stack" />);
    expect(screen.getByTestId('stack').style.getPropertyValue('--stack-gap')).toBe('var(--space-6)');
  });

  it('lays out a wrapping row with alignment', () => {
    render(<Stack direction="row" wrap justify="between" align="center" data-testid="stack" />);
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveClass('stack', 'row', 'wrap');
    expect(stack.style.justifyContent).toBe('space-between');
    expect(stack.style.alignItems).toBe('center');
  });

  it('renders as a list', () => {
    render(
      <Stack as="ul">
        <li>One</li>
      </Stack>,
    );
    expect(screen.getByRole('list')).toBeInTheDocument();
  });
});
