import { isColourToken } from './colour-report';
import type { Token } from './parse-tokens';

/** What each page draws, chosen by the token's name, the convention tokens.css follows. */
export const kinds = {
  fontFamily: (token: Token) => /^--font-(?!size-|weight-)/.test(token.name),
  fontSize: (token: Token) => token.name.startsWith('--font-size-'),
  fontWeight: (token: Token) => token.name.startsWith('--font-weight-'),
  lineHeight: (token: Token) => token.name.startsWith('--line-height-'),
  letterSpacing: (token: Token) => token.name.startsWith('--letter-spacing-'),
  space: (token: Token) => token.name.startsWith('--space-'),
  radius: (token: Token) => token.name.startsWith('--radius-'),
  shadow: (token: Token) => token.name.startsWith('--shadow-'),
};

/** The tokens no page draws (sizes of controls, motion, layers…): listed on "Other tokens". */
export function isOtherToken(token: Token): boolean {
  return !isColourToken(token) && !Object.values(kinds).some((kind) => kind(token));
}

/** A length in CSS pixels when it is one (`1.5rem` → 24, at the browser's 16 px root size). */
export function pixelsOf(value: string): number | null {
  const match = /^(-?\d*\.?\d+)(px|rem)?$/.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  if (match[2] === 'rem') return amount * 16;
  return match[2] === 'px' || amount === 0 ? amount : null;
}
