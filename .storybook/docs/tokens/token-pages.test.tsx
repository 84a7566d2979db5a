import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { colourReport, isColourToken } from './colour-report';
import { ColourTokens } from './colour-tokens';
import { parseTokens, type Token } from './parse-tokens';
import { OtherTokens, RadiusScale, ShadowScale, SpacingScale, TypeScale } from './scale-tokens';
import { kinds } from './token-kinds';
import { scanUsage } from './token-usage';
import { readAppStylesheets, readTokensCss } from './test/sources';

/**
 * The token pages drawn from tokens.css and the app's stylesheets, as source.ts feeds them in
 * Storybook (read from disk here: Vitest stubs stylesheet imports).
 */

const stylesheets = readAppStylesheets();

function pagesFrom(tokensCss: string) {
  const tokens = parseTokens(tokensCss);
  const names = new Set(tokens.map((token) => token.name));
  return { tokens, colours: colourReport(tokens, scanUsage(stylesheets, (name) => names.has(name))) };
}

/** The card of one colour token on the Colours page (found by its heading: faster than by role on ~80 cards). */
function cardOf(name: string): HTMLElement {
  const card = screen.getByText(name, { selector: 'h3 > code' }).closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  expect(card).toHaveAccessibleName(name);
  return card;
}

describe('the Colours page', () => {
  it('has a card per colour token, by section, each measured against the backgrounds it meets', () => {
    const { colours } = pagesFrom(readTokensCss());
    const { container } = render(<ColourTokens entries={colours} />);
    // Plain selectors on the whole page: role queries over ~80 cards take seconds in jsdom.
    expect(container.querySelectorAll('article')).toHaveLength(colours.length);
    expect(Array.from(container.querySelectorAll('h2'), (heading) => heading.textContent)).toEqual(['Palette', 'Semantic colours', 'Focus']);
    const text = within(cardOf('--color-text'));
    const asText = text.getByRole('table', { name: 'As text, on these backgrounds' });
    const onSurface = within(asText).getByRole('row', { name: /^--color-surface\s/ });
    expect(onSurface).toHaveTextContent('15.62:1');
    expect(within(onSurface).getAllByText('✓ Pass')).toHaveLength(2);
    // The Button's variants, read through its local properties.
    const primary = within(within(cardOf('--color-primary')).getByRole('table', { name: 'As a background, under these text colours' }));
    expect(primary.getByRole('row', { name: /--color-on-primary/ })).toHaveTextContent('button');
  });

  it('shows a token changed in tokens.css, with its new ratio and verdict, and no edit to the page', () => {
    const changed = readTokensCss().replace('--color-text: var(--palette-grey-950);', '--color-text: #9aa3b0;');
    const { colours } = pagesFrom(changed);
    render(<ColourTokens entries={colours} />);
    const card = within(cardOf('--color-text'));
    expect(card.getByText('#9aa3b0')).toBeInTheDocument();
    const onSurface = card.getByRole('row', { name: /^--color-surface\s/ });
    expect(onSurface).toHaveTextContent('2.54:1');
    expect(within(onSurface).getAllByText('✗ Fail')).toHaveLength(2);
    expect(screen.getByText(/Used pairs under 4\.5:1/)).toHaveTextContent('--color-text on --color-surface 2.54:1');
  });

  it('says so when every used pair reaches AA, and lists a value it cannot read as not measured', () => {
    const { colours } = pagesFrom(':root { --color-text: #1a2433; --color-bg: #f6f7f9; --color-surface: #fff; --color-new: oklch(60% 0.1 200); }');
    render(<ColourTokens entries={colours} />);
    expect(screen.getByText(/Every text pair the stylesheets use reaches AA/)).toBeInTheDocument();
    expect(within(cardOf('--color-new')).getByText(/Not measured/)).toBeInTheDocument();
  });
});

describe('the scale pages', () => {
  const { tokens } = pagesFrom(readTokensCss());
  const namesOn = (element: HTMLElement) => new Set(Array.from(element.querySelectorAll('code'), (code) => code.textContent ?? ''));

  it('draw each step with the token itself', () => {
    const { container } = render(
      <>
        <SpacingScale tokens={tokens} />
        <RadiusScale tokens={tokens} />
        <ShadowScale tokens={tokens} />
        <TypeScale tokens={tokens} />
      </>,
    );
    const drawn = Array.from(container.querySelectorAll<HTMLElement>('[style]'), (element) => element.getAttribute('style') ?? '');
    for (const token of tokens.filter((one) => kinds.space(one) || kinds.radius(one) || kinds.shadow(one) || kinds.fontSize(one))) {
      expect(drawn.some((style) => style.includes(`var(${token.name})`)), token.name).toBe(true);
    }
    expect(screen.getByText('--space-5').closest('div')?.parentElement).toHaveTextContent('1.5rem = 24 px');
  });

  it('put every token of tokens.css on exactly one page', () => {
    const pages: Array<[string, (props: { tokens: Token[] }) => React.JSX.Element]> = [
      ['Typography', TypeScale],
      ['Spacing', SpacingScale],
      ['Radii', RadiusScale],
      ['Shadows', ShadowScale],
      ['Other tokens', OtherTokens],
    ];
    const seen = new Map<string, string[]>();
    for (const [page, Page] of pages) {
      const { container, unmount } = render(<Page tokens={tokens} />);
      for (const name of namesOn(container)) if (name.startsWith('--')) seen.set(name, [...(seen.get(name) ?? []), page]);
      unmount();
    }
    for (const token of tokens.filter(isColourToken)) seen.set(token.name, [...(seen.get(token.name) ?? []), 'Colours']);
    const misplaced = tokens.filter((token) => seen.get(token.name)?.length !== 1).map((token) => `${token.name}: ${seen.get(token.name)?.join(', ') ?? 'none'}`);
    expect(misplaced).toEqual([]);
  });
});
