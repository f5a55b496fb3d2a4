import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { devanagariPen } from './devanagari-pen';
import { seedPairs } from './seed-banners';

const stroke = { x: 10, y: 60, size: 48, weight: 800, fill: '#000', maxWidth: 2000 } as const;

/** How many dark pixels the words come out as on a white 600×100 page. */
async function inkOf(path: string): Promise<number> {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='600' height='100'><rect width='600' height='100' fill='#fff'/>${path}</svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data.filter((value) => value < 128).length;
}

describe('the Devanagari pen', () => {
  it('draws Hindi as outlines, with no text left for a font to set', async () => {
    const path = devanagariPen.write('रिचार्ज करें', stroke);
    expect(path).toMatch(/^<path fill='#000' d='M[\d. MLQCZ-]+'\/>$/);
    expect(await inkOf(path)).toBeGreaterThan(1000);
  });

  it('shapes the words: a conjunct is not its letters side by side', () => {
    // क्ष is one glyph in the font, narrower than क, ् and ष drawn one after another.
    const joined = devanagariPen.measure('क्ष', stroke);
    const apart = ['क', '्', 'ष'].reduce(
      (sum, letter) => sum + devanagariPen.measure(letter, stroke),
      0,
    );
    expect(joined).toBeLessThan(apart);
  });

  it('makes a line smaller to fit its width, never bigger', () => {
    const words = 'हर भुगतान के लिए एक वॉलेट';
    const width = devanagariPen.measure(words, stroke);
    const fitted = devanagariPen.write(words, { ...stroke, maxWidth: width / 2 });
    const xs = [...fitted.matchAll(/[MLQC]([\d.]+) /g)].map((m) => Number(m[1]));
    expect(Math.max(...xs)).toBeLessThanOrEqual(stroke.x + width / 2 + 1);
    expect(devanagariPen.write(words, { ...stroke, maxWidth: width * 2 })).toBe(
      devanagariPen.write(words, stroke),
    );
  });

  it('refuses words the font cannot draw, rather than drawing empty boxes', () => {
    expect(() => devanagariPen.write('DTH रिचार्ज', stroke)).toThrow(/cannot draw "DTH रिचार्ज"/);
  });

  it('draws every seeded Hindi image, each with its words and no English', () => {
    for (const { en, hi } of seedPairs()) {
      expect(en.svg).toContain('<text');
      expect(hi.svg).not.toContain('<text');
      expect(hi.alt).not.toMatch(/[A-Za-z]/);
      expect(hi.svg.match(/<path fill='[^']+'( opacity='[\d.]+')? d='M/g)?.length).toBe(
        hi.kind === 'banner' ? 4 : 2,
      );
    }
  });
});
