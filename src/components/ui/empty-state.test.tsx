import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows its title, description and action', () => {
    render(
      <EmptyState
        title="No contracts yet"
        description="Approved requests appear here."
        action={<button type="button">Find partners</button>}
      />,
    );
    expect(screen.getByText('No contracts yet')).toBeInTheDocument();
    expect(screen.getByText('Approved requests appear here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find partners' })).toBeInTheDocument();
  });

  it('renders the title as a heading when asked', () => {
    render(<EmptyState title="No businesses found matching your criteria." headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No businesses found matching your criteria.' })).toBeInTheDocument();
  });

  it('hides the icon from assistive technology', () => {
    const { container } = render(<EmptyState title="Nothing" icon={<span>icon</span>} />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('icon');
  });
});
