import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarketingSection } from './marketing-section';

describe('MarketingSection', () => {
  it('is a region named by its h2, with the eyebrow, intro and content', () => {
    render(
      <MarketingSection eyebrow="How it works" title="Three steps" intro="From profile to licence.">
        <p>Content</p>
      </MarketingSection>,
    );
    const section = screen.getByRole('region', { name: 'Three steps' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Three steps' })).toBeInTheDocument();
    expect(within(section).getByText('How it works')).toBeInTheDocument();
    expect(within(section).getByText('From profile to licence.')).toBeInTheDocument();
    expect(within(section).getByText('Content')).toBeInTheDocument();
  });
});
