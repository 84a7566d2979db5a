import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketing as marketingText } from '@/i18n/marketing';
import { renderRoute } from '@/test/screen-harness';

// Load the lazy route chunk(s) once up front, so the first test does not pay for the transform.
beforeAll(async () => {
  await import('./about-us');
}, 30_000);

describe('the About Us page', () => {
  it('has a hero with the About Us h1 and the hero stats: 89%, 62+, 15-30 days', async () => {
    renderRoute('/aboutus');
    const hero = await screen.findByRole('region', { name: 'About Us' });
    expect(within(hero).getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const pairs = within(hero)
      .getAllByRole('term')
      .map((term) => `${term.nextElementSibling?.textContent} ${term.textContent?.toLowerCase()}`);
    expect(pairs).toEqual(['89% success rate', '62+ verified partners', '15-30 days to licence']);
  });

  it('states the mission', async () => {
    renderRoute('/aboutus');
    const mission = await screen.findByRole('region', { name: marketingText.about.mission.title });
    expect(within(mission).getByText(marketingText.about.mission.eyebrow)).toBeInTheDocument();
    expect(within(mission).getByText(/Corridor makes the route transparent/)).toBeInTheDocument();
  });

  it('lists the four core values', async () => {
    renderRoute('/aboutus');
    const values = await screen.findByRole('region', { name: 'Our core values' });
    const names = within(values)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Trust & Compliance', 'Partnership First', 'Innovation Driven', 'Global Mindset']);
  });

  it('shows the three steps in order', async () => {
    renderRoute('/aboutus');
    const steps = await screen.findByRole('region', { name: marketingText.about.steps.title });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'AI Partner Matching',
      'Automated Compliance',
      'Accelerated Launch',
    ]);
  });

  it('ends with a call to action linking to the home page', async () => {
    renderRoute('/aboutus');
    const cta = await screen.findByRole('region', { name: marketingText.about.cta.title });
    expect(within(cta).getByRole('link', { name: marketingText.about.cta.action })).toHaveAttribute('href', '/');
  });
});
