import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('renders a titled section region named by its heading', () => {
    render(
      <Card as="section" title="Project Milestones" actions={<button type="button">Add Milestone</button>}>
        <p>Body</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Project Milestones' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Project Milestones' }));
    expect(region).toContainElement(screen.getByRole('button', { name: 'Add Milestone' }));
  });

  it('renders an article with a custom heading level', () => {
    render(<Card as="article" title="Al Noor Legal" headingLevel={3} />);
    expect(screen.getByRole('article', { name: 'Al Noor Legal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
  });

  it('is a plain div without a title', () => {
    const { container } = render(<Card>Plain</Card>);
    expect(container.firstChild?.nodeName).toBe('DIV');
    expect(container.firstChild).not.toHaveAttribute('aria-labelledby');
  });
});
