import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatList } from './stat-list';

describe('StatList', () => {
  it('reads each figure as its label (term) and value (definition), in order', () => {
    render(
      <StatList
        label="Corridor snapshot"
        items={[
          { value: '62', label: 'Verified partners' },
          { value: '89%', label: 'Success rate' },
        ]}
      />,
    );
    const list = screen.getByLabelText('Corridor snapshot');
    expect(within(list).getAllByRole('term').map((term) => term.textContent)).toEqual(['Verified partners', 'Success rate']);
    expect(within(list).getAllByRole('definition').map((value) => value.textContent)).toEqual(['62', '89%']);
  });
});
