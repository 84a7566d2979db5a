import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './fact-list';

describe('FactList', () => {
  it('gives each fact a term and its value, in order', () => {
    render(<FactList facts={[{ label: 'Industry', value: 'Fintech' }, { label: 'Region', value: <strong>Dubai</strong> }]} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Industry', 'Region']);
    const values = screen.getAllByRole('definition');
    expect(values[0]).toHaveTextContent('Fintech');
    expect(within(values[1]!).getByText('Dubai').tagName).toBe('STRONG');
  });
});
