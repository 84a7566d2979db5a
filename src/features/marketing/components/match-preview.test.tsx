import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketing as marketingText } from '@/i18n/marketing';
import { MatchPreview } from './match-preview';

describe('MatchPreview', () => {
  it('draws an example match card that assistive technology skips (the hero text says it)', () => {
    const { container } = render(<MatchPreview />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(marketingText.home.preview.company)).toBeInTheDocument();
    expect(screen.getByText('92%')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  });
});
