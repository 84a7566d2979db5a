import { describe, expect, it } from 'vitest';
import { compareImages, compareRules, decodePng, describeVerdict, encodePng, type Image } from './compare';

/** A width×height picture of one colour, with `paint` changing single pixels. */
function picture(width: number, height: number, [r, g, b]: [number, number, number], paint: Array<[number, number, [number, number, number]]> = []): Image {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([r, g, b, 255], i * 4);
  for (const [x, y, colour] of paint) data.set([...colour, 255], (y * width + x) * 4);
  return { width, height, data };
}

const navy: [number, number, number] = [11, 37, 69];
const magenta: [number, number, number] = [194, 24, 91];

describe('compareImages', () => {
  it('passes identical pictures with no differing pixel', () => {
    expect(compareImages(picture(20, 10, navy), picture(20, 10, navy))).toEqual({ kind: 'same', diffPixels: 0 });
  });

  it('fails a changed colour, with a diff picture of the same size', () => {
    const verdict = compareImages(picture(20, 10, navy), picture(20, 10, magenta));
    expect(verdict.kind).toBe('changed');
    if (verdict.kind !== 'changed') return;
    expect(verdict.diffPixels).toBe(200);
    expect(verdict.diff.width).toBe(20);
    expect(verdict.diff.height).toBe(10);
    expect(describeVerdict(verdict)).toBe('200 px differ, between x 0–19 and y 0–9');
  });

  it('tolerates up to maxDiffPixels stray pixels, and fails one more', () => {
    const stray = (count: number) => Array.from({ length: count }, (_, i): [number, number, [number, number, number]] => [(i * 7) % 40, Math.floor((i * 7) / 40) * 3, magenta]);
    const within = compareImages(picture(40, 40, navy), picture(40, 40, navy, stray(compareRules.maxDiffPixels)));
    expect(within).toEqual({ kind: 'same', diffPixels: compareRules.maxDiffPixels });
    expect(describeVerdict(within)).toMatch(/within the tolerance/);
    expect(compareImages(picture(40, 40, navy), picture(40, 40, navy, stray(compareRules.maxDiffPixels + 1))).kind).toBe('changed');
  });

  it('says where the differing pixels are', () => {
    const changed = picture(40, 30, navy, [[5, 7, magenta], [6, 7, magenta], [30, 20, magenta], ...Array.from({ length: 20 }, (_, i): [number, number, [number, number, number]] => [10 + i, 12, magenta])]);
    const verdict = compareImages(picture(40, 30, navy), changed);
    expect(verdict.kind === 'changed' && verdict.box).toEqual({ left: 5, top: 7, right: 30, bottom: 20 });
  });

  it('ignores a colour change under the threshold', () => {
    expect(compareImages(picture(10, 10, navy), picture(10, 10, [12, 38, 70])).kind).toBe('same');
  });

  it('fails a different size without comparing pixels', () => {
    const verdict = compareImages(picture(20, 10, navy), picture(20, 12, navy));
    expect(verdict).toEqual({ kind: 'size', baseline: { width: 20, height: 10 }, actual: { width: 20, height: 12 } });
    expect(describeVerdict(verdict)).toBe('size changed from 20×10 to 20×12');
  });
});

describe('encodePng', () => {
  it('writes an RGB PNG that decodes to the same pixels, the same bytes every time', () => {
    const image = picture(30, 20, navy, [[3, 4, magenta]]);
    const png = encodePng(image);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png[25]).toBe(2); // colour type 2: RGB, no alpha channel
    expect(Buffer.from(decodePng(png).data)).toEqual(Buffer.from(image.data));
    expect(encodePng(image).equals(png)).toBe(true);
  });
});
