import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes its value, range and label to assistive technology', () => {
    render(<ProgressBar value={40} label="Progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it('clamps values outside 0–100 and rounds fractions', () => {
    const { rerender } = render(<ProgressBar value={140} label="Progress" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar value={-5} label="Progress" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar value={66.666} label="Progress" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    rerender(<ProgressBar value={Number.NaN} label="Progress" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('uses a custom value text', () => {
    render(<ProgressBar value={40} label="Milestone 1" valueText="2 of 5 tasks completed" />);
    expect(screen.getByRole('progressbar', { name: 'Milestone 1' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 5 tasks completed',
    );
  });

  it('keeps its accessible name when the label is visually hidden', () => {
    render(<ProgressBar value={10} label="Upload" hideLabel showValue={false} />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toBeInTheDocument();
  });

  describe('in Arabic', () => {
    afterEach(async () => {
      await setLanguage('en', 'latn');
    });

    it('writes its value in the chosen digits', async () => {
      await setLanguage('ar', 'arab');
      render(<ProgressBar value={40} label="التقدّم" />);
      expect(screen.getByRole('progressbar', { name: 'التقدّم' })).toHaveAttribute('aria-valuetext', '٤٠%');
    });
  });
});
