/**
 * Colours as numbers, and the WCAG 2 contrast between two of them.
 *
 * WCAG 2.2 defines the contrast ratio as (L1 + 0.05) / (L2 + 0.05), L being the relative luminance
 * of the sRGB colour (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance). AA asks 4.5:1 for
 * normal text and 3:1 for large text (24 px, or 18.66 px bold) and for the parts of controls
 * (non-text contrast, 1.4.11). A ratio is never rounded up: 4.499:1 fails 4.5:1.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

export const AA_NORMAL_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

const named: Record<string, Rgba> = {
  white: { r: 255, g: 255, b: 255, a: 1 },
  black: { r: 0, g: 0, b: 0, a: 1 },
  transparent: { r: 0, g: 0, b: 0, a: 0 },
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A channel or alpha written as a number or a percentage of `scale`. */
function channel(text: string, scale: number): number | null {
  const match = /^(-?\d*\.?\d+)(%?)$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]);
  return match[2] ? (value / 100) * scale : value;
}

/** The arguments of `rgb(…)`/`hsl(…)`, modern (`11 37 69 / 0.55`) or legacy (`11, 37, 69, 0.55`). */
function functionArguments(inner: string): { parts: string[]; alpha: string | undefined } | null {
  const [colour = '', alpha, extra] = inner.split('/');
  if (extra !== undefined) return null;
  const parts = colour.includes(',') ? colour.split(',').map((part) => part.trim()) : colour.trim().split(/\s+/);
  if (parts.length === 4 && alpha === undefined) return { parts: parts.slice(0, 3), alpha: parts[3] };
  return parts.length === 3 ? { parts, alpha: alpha?.trim() } : null;
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  // CSS Color 4, "Converting HSL colors to sRGB colors".
  const h = ((hue % 360) + 360) % 360;
  const s = clamp(saturation, 0, 1);
  const l = clamp(lightness, 0, 1);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/**
 * Reads a CSS colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`, `hsl()`/`hsla()`
 * (modern or comma syntax) and `white`, `black`, `transparent`. Anything else (a gradient, a
 * length, `oklch()`) is `null`: the token pages list it as not measured rather than guess.
 */
export function parseColour(input: string): Rgba | null {
  const text = input.trim().toLowerCase();
  const known = named[text];
  if (known) return { ...known };
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? Array.from(hex, (digit) => digit + digit).join('') : hex;
    const byte = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
  }
  const call = /^(rgba?|hsla?)\((.*)\)$/.exec(text);
  if (!call) return null;
  const args = functionArguments(call[2] ?? '');
  if (!args) return null;
  const alpha = args.alpha === undefined ? 1 : channel(args.alpha, 1);
  if (alpha === null) return null;
  let rgb: [number, number, number];
  if (call[1]?.startsWith('rgb')) {
    const values = args.parts.map((part) => channel(part, 255));
    if (values.some((value) => value === null)) return null;
    rgb = values as [number, number, number];
  } else {
    const hue = channel(args.parts[0]?.replace(/deg$/, '') ?? '', 360);
    const saturation = channel(args.parts[1] ?? '', 1);
    const lightness = channel(args.parts[2] ?? '', 1);
    if (hue === null || saturation === null || lightness === null) return null;
    // Legacy and modern hsl() both take percentages; a bare number means a percentage too.
    const fraction = (value: number, part: string | undefined) => (part?.endsWith('%') ? value : value / 100);
    rgb = hslToRgb(hue, fraction(saturation, args.parts[1]), fraction(lightness, args.parts[2]));
  }
  const [r, g, b] = rgb.map((value) => clamp(value, 0, 255)) as [number, number, number];
  return { r, g, b, a: clamp(alpha, 0, 1) };
}

/** `colour` painted over the opaque `base` (simple alpha compositing); the result is opaque. */
export function composite(colour: Rgba, base: Rgba): Rgba {
  const mix = (top: number, bottom: number) => top * colour.a + bottom * (1 - colour.a);
  return { r: mix(colour.r, base.r), g: mix(colour.g, base.g), b: mix(colour.b, base.b), a: 1 };
}

/** WCAG 2 relative luminance of an opaque sRGB colour: 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The contrast ratio (1 to 21) of `foreground` on `background`. A translucent background is first
 * laid over `backdrop` (the page, when the caller does not say), then a translucent foreground over
 * that.
 */
export function contrastRatio(foreground: Rgba, background: Rgba, backdrop: Rgba = named.white!): number {
  const ground = composite(background, composite(backdrop, named.white!));
  const ink = composite(foreground, ground);
  const [lighter, darker] = [relativeLuminance(ink), relativeLuminance(ground)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** A ratio for display, cut (never rounded up) to two decimals: "4.49:1". */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** An opaque colour as `#rrggbb`, with the alpha as a percentage when it is translucent. */
export function formatColour(colour: Rgba): string {
  const hex = `#${[colour.r, colour.g, colour.b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
  return colour.a < 1 ? `${hex} at ${Math.round(colour.a * 100)}%` : hex;
}
