import { describe, expect, it } from 'vitest';
import { channelBits, compareImages, compareRules, decodePng, describeVerdict, encodePng, posterize, type Image } from './compare';

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

describe('posterize', () => {
  const step = 2 ** (8 - channelBits);

  it('keeps the top channelBits of each colour channel and leaves alpha alone, and a second pass changes nothing', () => {
    const image = picture(2, 1, [255, 130, 7], [[1, 0, [8, 15, 16]]]);
    posterize(image);
    expect([...image.data]).toEqual([255 - (255 % step), 130 - (130 % step), 7 - (7 % step), 255, 8 - (8 % step), 15 - (15 % step), 16, 255]);
    const again = Uint8Array.from(image.data);
    expect([...posterize(image).data]).toEqual([...again]);
  });

  it('hides no change the comparison would catch: the largest change it removes is under the threshold on any colour', () => {
    // Every corner of the RGB cube and the app's navy, against the colour `step - 1` lower in every channel.
    const colours: Array<[number, number, number]> = [navy, magenta];
    for (const r of [step - 1, 255]) for (const g of [step - 1, 255]) for (const b of [step - 1, 255]) colours.push([r, g, b]);
    for (const [r, g, b] of colours) {
      const near: [number, number, number] = [Math.max(0, r - (step - 1)), Math.max(0, g - (step - 1)), Math.max(0, b - (step - 1))];
      expect(compareImages(picture(8, 8, [r, g, b]), picture(8, 8, near)).kind, `${[r, g, b]} vs ${near}`).toBe('same');
    }
  });

  it('still tells a token colour change apart after both sides are cut', () => {
    const verdict = compareImages(posterize(picture(10, 10, navy)), posterize(picture(10, 10, [30, 58, 138])));
    expect(verdict.kind).toBe('changed');
  });
});
