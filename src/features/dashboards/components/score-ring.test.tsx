import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreRing } from './score-ring';

describe('ScoreRing', () => {
  it.each([
    [92, 'Excellent match', 'excellent'],
    [85, 'Excellent match', 'excellent'],
    [70, 'Strong match', 'strong'],
    [55, 'Good match', 'good'],
    [31, 'Possible match', 'possible'],
  ])('reads %s as %s', (score, words, tier) => {
    render(<ScoreRing score={score} />);
    const ring = screen.getByRole('img', { name: `Match score ${score} out of 100, ${words}` });
    expect(ring).toHaveAttribute('data-tier', tier);
    expect(ring).toHaveTextContent(`${score}/100${words}`);
  });

  it('clamps and rounds what the engine sends', () => {
    render(<ScoreRing score={104.6} showTier={false} />);
    expect(screen.getByRole('img', { name: 'Match score 100 out of 100, Excellent match' })).toHaveTextContent('100/100');
  });
});
