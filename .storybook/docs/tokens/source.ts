import tokensCss from '../../../src/styles/tokens.css?raw';
import { colourReport } from './colour-report';
import { parseTokens, type Token } from './parse-tokens';
import { scanUsage } from './token-usage';

/**
 * The token pages' data, read when Storybook builds (or reloads): src/styles/tokens.css and every
 * stylesheet of the app as text, through Vite's `?raw`. Nothing here is written by hand, so a token
 * changed in tokens.css, or a colour pair changed in a component's stylesheet, is on the pages at
 * the next build.
 */
const stylesheets = import.meta.glob<string>('../../../src/**/*.css', { query: '?raw', import: 'default', eager: true });

/** The stylesheets by their path in the repository (`src/components/ui/badge.module.css`). */
export const appStylesheets: Record<string, string> = Object.fromEntries(
  Object.entries(stylesheets).map(([path, css]) => [path.replace(/^(\.\.\/)+/, ''), css]),
);

export const tokens: Token[] = parseTokens(tokensCss);

const tokenNames = new Set(tokens.map((token) => token.name));

export const colours = colourReport(tokens, scanUsage(appStylesheets, (name) => tokenNames.has(name)));
