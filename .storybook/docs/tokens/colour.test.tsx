import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, formatColour, formatRatio, parseColour, relativeLuminance } from './colour';

/** The contrast maths of the Colours page (WCAG 2 relative luminance). */

const white = { r: 255, g: 255, b: 255, a: 1 };
const black = { r: 0, g: 0, b: 0, a: 1 };

describe('parseColour', () => {
  it('reads hex in its four lengths', () => {
    expect(parseColour('#fff')).toEqual(white);
    expect(parseColour('#0B2545')).toEqual({ r: 11, g: 37, b: 69, a: 1 });
    expect(parseColour('#0b254580')).toEqual({ r: 11, g: 37, b: 69, a: 128 / 255 });
    expect(parseColour('#0008')).toEqual({ r: 0, g: 0, b: 0, a: 136 / 255 });
  });

  it('reads rgb() in the modern and the comma syntax, with alpha as a number or a percentage', () => {
    expect(parseColour('rgb(11 37 69 / 0.55)')).toEqual({ r: 11, g: 37, b: 69, a: 0.55 });
    expect(parseColour('rgba(11, 37, 69, 0.55)')).toEqual({ r: 11, g: 37, b: 69, a: 0.55 });
    expect(parseColour('rgb(255 255 255 / 16%)')).toEqual({ ...white, a: 0.16 });
    expect(parseColour('rgb(100% 0% 0%)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
  });

  it('reads hsl() and the keywords white, black and transparent', () => {
    expect(parseColour('hsl(0 100% 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    const teal = parseColour('hsla(174, 77%, 26%, 0.5)');
    expect(teal && formatColour(teal)).toBe('#0f756b at 50%');
    expect(parseColour('White')).toEqual(white);
    expect(parseColour('transparent')?.a).toBe(0);
  });

  it('refuses what is not one colour, rather than guessing', () => {
    for (const value of ['', 'red', 'oklch(60% 0.1 200)', '#12', 'rgb(1 2)', 'linear-gradient(#fff, #000)', '3px solid #fff', 'rgb(1 2 3 / 0.5 / 1)']) {
      expect(parseColour(value), value).toBeNull();
    }
  });
});

describe('contrast', () => {
  it('gives the luminance of black 0 and of white 1', () => {
    expect(relativeLuminance(black)).toBe(0);
    expect(relativeLuminance(white)).toBeCloseTo(1, 10);
  });

  it('gives 21:1 for black on white, 1:1 for a colour on itself, whichever is in front', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 10);
    expect(contrastRatio(white, black)).toBeCloseTo(21, 10);
    expect(contrastRatio(parseColour('#0b2545')!, parseColour('#0b2545')!)).toBe(1);
  });

  it('puts #767676 on white just over 4.5:1 and #777777 just under (the usual borderline greys)', () => {
    expect(contrastRatio(parseColour('#767676')!, white)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseColour('#777777')!, white)).toBeCloseTo(4.48, 2);
  });

  it('lays a translucent text colour over its background, and a translucent background over the backdrop', () => {
    const halfBlack = { ...black, a: 0.5 };
    expect(composite(halfBlack, white)).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    expect(contrastRatio(halfBlack, white)).toBeCloseTo(contrastRatio({ r: 127.5, g: 127.5, b: 127.5, a: 1 }, white), 10);
    // Fully transparent: the backdrop shows through, so white text on it over black is 21:1.
    expect(contrastRatio(white, { ...white, a: 0 }, black)).toBeCloseTo(21, 10);
  });

  it('shows ratios cut to two decimals, never rounded up over a threshold', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
    expect(formatRatio(15.6241)).toBe('15.62:1');
  });

  it('writes a colour as hex, with its alpha when it is translucent', () => {
    expect(formatColour(parseColour('#0B2545')!)).toBe('#0b2545');
    expect(formatColour(parseColour('rgb(11 37 69 / 0.55)')!)).toBe('#0b2545 at 55%');
  });
});
