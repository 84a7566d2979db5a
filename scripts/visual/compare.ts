import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** An RGBA image: 4 bytes a pixel, row by row. */
export interface Image {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * How different a picture may be and still pass:
 * - `threshold`: pixelmatch's colour distance (OKLab HyAB, 0–1) under which two pixels count as
 *   the same — 0.1 is its default, and catches a token colour change (navy to any other hue is
 *   far above it) while ignoring sub-perceptual rounding;
 * - anti-aliased pixels (edges of glyphs and curves) are detected and not counted;
 * - `maxDiffPixels`: a story fails when more pixels than this differ. Two renders on the same
 *   machine are pixel-identical here; the margin absorbs a stray pixel, not a changed component
 *   (a 1 px shift of one line of text is hundreds).
 */
export const compareRules = { threshold: 0.1, maxDiffPixels: 16 };

export function decodePng(png: Buffer): Image {
  const decoded = PNG.sync.read(png);
  return { width: decoded.width, height: decoded.height, data: decoded.data };
}

/** Bits kept of each colour channel in a baseline and in the picture compared with it. */
export const channelBits = 5;

/**
 * The picture with each colour channel cut to its top `channelBits` bits (a change of at most 7
 * in 255), in place. Both sides of a comparison go through it, so the same render still matches
 * exactly, and no change it hides could have passed `threshold` anyway: the largest, 7 in each
 * channel, is a colour distance well under 0.1. What it saves is the smooth ramps of gradients
 * and shadows, which become a few runs of equal pixels: with the suite's unblended text, a
 * dashboard at 1280 px is 266 KB in full and 151 KB cut (decision 028).
 */
export function posterize(image: Image): Image {
  const mask = (0xff << (8 - channelBits)) & 0xff;
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    data[i] = data[i]! & mask;
    data[i + 1] = data[i + 1]! & mask;
    data[i + 2] = data[i + 2]! & mask;
  }
  return image;
}

/**
 * A picture's PNG bytes: RGB without alpha (the shots are opaque), no row filter, zlib's default
 * strategy. Measured on 66 baselines: 2.85 MB this way, 3.56 MB with pngjs's adaptive filters and
 * 4.25 MB with its defaults (run-length matching only) — a screenshot of flat UI repeats whole
 * runs of pixels, which full LZ77 matching finds and row filters blur. Level 9 for a baseline
 * (the same pixels always give the same bytes); the report's diff pictures use a fast level.
 */
export function encodePng(image: Image, level = 9): Buffer {
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return PNG.sync.write(png, { colorType: 2, inputColorType: 6, deflateLevel: level, deflateStrategy: 0, filterType: 0 });
}

/** Where the differing pixels are: the smallest rectangle around them (px, inclusive). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** pixelmatch paints each differing pixel pure red; anti-aliased ones yellow, the rest faded grey. */
function redBox({ width, height, data }: Image): Box {
  const box = { left: width, top: height, right: -1, bottom: -1 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (data[i] !== 255 || data[i + 1] !== 0 || data[i + 2] !== 0) continue;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  return box;
}

export type Verdict =
  | { kind: 'same'; diffPixels: number }
  | { kind: 'changed'; diffPixels: number; diff: Image; box: Box }
  | { kind: 'size'; baseline: { width: number; height: number }; actual: { width: number; height: number } };

/**
 * Compares a story's picture with its baseline: a different size fails at once (a component that
 * grew or shrank); otherwise the pixels are compared, and the verdict carries the diff picture
 * (the baseline faded, the differing pixels red) and where they are when more than
 * `maxDiffPixels` differ.
 */
export function compareImages(baseline: Image, actual: Image, rules = compareRules): Verdict {
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    return { kind: 'size', baseline: { width: baseline.width, height: baseline.height }, actual: { width: actual.width, height: actual.height } };
  }
  const { width, height } = actual;
  const diff = new Uint8Array(width * height * 4);
  const diffPixels = pixelmatch(baseline.data, actual.data, diff, width, height, { threshold: rules.threshold, includeAA: false });
  if (diffPixels <= rules.maxDiffPixels) return { kind: 'same', diffPixels };
  const image = { width, height, data: diff };
  return { kind: 'changed', diffPixels, diff: image, box: redBox(image) };
}

/** One line saying what the verdict means, for the console and the report. */
export function describeVerdict(verdict: Verdict): string {
  switch (verdict.kind) {
    case 'same':
      return verdict.diffPixels === 0 ? 'unchanged' : `unchanged (${verdict.diffPixels} px within the tolerance)`;
    case 'changed': {
      const { left, top, right, bottom } = verdict.box;
      return `${verdict.diffPixels} px differ, between x ${left}–${right} and y ${top}–${bottom}`;
    }
    case 'size':
      return `size changed from ${verdict.baseline.width}×${verdict.baseline.height} to ${verdict.actual.width}×${verdict.actual.height}`;
  }
}
