import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { dashboards } from '@/i18n/dashboards';
import { sampleInvestorMatch, sampleLocalMatch } from '../lib/sample-matches';
import { MatchReasons, pointsText } from './match-reasons';

describe('MatchReasons', () => {
  it('shows the top two reasons, expands to all with their points and the starting score, and folds back', async () => {
    render(<MatchReasons reasons={sampleLocalMatch.reasons} score={89} />);
    const list = screen.getByRole('list', { name: 'Why this match' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Both work in fintech and financial services+13 pts+13 points');
    const toggle = screen.getByRole('button', { name: 'Show all 5 reasons' });
    expect(toggle).toHaveAttribute('aria-controls', list.id);
    await userEvent.click(toggle);
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Every match starts at 50 points; these reasons bring it to 89.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show top reasons' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('marks points taken away and folds “other factors” in grey', () => {
    render(<MatchReasons reasons={sampleInvestorMatch.reasons} score={65} initialCount={Number.POSITIVE_INFINITY} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('data-tone', 'negative');
    expect(items[0]).toHaveTextContent('−6 pts');
    expect(items[4]).toHaveAttribute('data-tone', 'other');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('claims no starting score when the reasons do not add up to the score', () => {
    render(<MatchReasons reasons={sampleLocalMatch.reasons} score={200} initialCount={Number.POSITIVE_INFINITY} />);
    expect(screen.queryByText(/Every match starts at/)).not.toBeInTheDocument();
  });

  it('says so when the engine gave no reasons', () => {
    render(<MatchReasons reasons={[]} score={50} />);
    expect(screen.getByText('The matching engine gave no reasons for this match.')).toBeInTheDocument();
  });

  it('writes points with their sign', () => {
    expect(pointsText(7)).toBe('+7 pts');
    expect(pointsText(-3)).toBe('−3 pts');
    expect(pointsText(0)).toBe('0 pts');
  });

  describe('in Arabic', () => {
    afterEach(async () => {
      await setLanguage('en', 'latn');
    });

    it('words the frame around the server’s reasons with Arabic plurals: the heading, points, toggle and starting score', async () => {
      await setLanguage('ar');
      render(<MatchReasons reasons={sampleLocalMatch.reasons} score={89} />);
      const list = screen.getByRole('list', { name: 'أسباب التوافق' });
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('+13 نقطة');
      expect(pointsText(2, dashboards.reasons.pointsAccessible)).toBe('+نقطتان');
      expect([1, 2, 3, 11].map((points) => pointsText(points))).toEqual(['+1 نقطة', '+2 نقطة', '+3 نقاط', '+11 نقطة']);
      await userEvent.click(screen.getByRole('button', { name: 'عرض جميع الأسباب (5 أسباب)' }));
      expect(within(list).getAllByRole('listitem')).toHaveLength(5);
      expect(screen.getByText('يبدأ كل توافق من 50 نقطة، وتوصله هذه الأسباب إلى 89.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'عرض أهم الأسباب' })).toBeInTheDocument();
    });
  });
});
