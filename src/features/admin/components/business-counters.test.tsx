import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusinessCounters } from './business-counters';

describe('BusinessCounters', () => {
  it('counts foreign businesses, local partners (with those pending) and investors', () => {
    render(<BusinessCounters counts={{ foreign: 1750, local: 69, investor: 28, pending: 5 }} />);
    const list = screen.getByRole('list', { name: 'Registered businesses' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Foreign businesses1,750', 'Local partners695 pending verification', 'Investors28']);
    expect(list).not.toHaveAttribute('aria-busy');
  });

  it('leaves out the pending note when nobody waits', () => {
    render(<BusinessCounters counts={{ foreign: 0, local: 3, investor: 0, pending: 0 }} />);
    expect(screen.queryByText(/pending verification/)).not.toBeInTheDocument();
  });

  it('is busy while the list loads', () => {
    render(<BusinessCounters counts={null} />);
    expect(screen.getByRole('list', { name: 'Registered businesses' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says the counts are not available when the list failed, instead of loading forever', () => {
    render(<BusinessCounters counts={null} failed />);
    const list = screen.getByRole('list', { name: 'Registered businesses' });
    expect(list).not.toHaveAttribute('aria-busy');
    expect(within(list).getAllByText('Not available')).toHaveLength(3);
    expect(list.querySelector('[data-skeleton]')).toBeNull();
  });
});
