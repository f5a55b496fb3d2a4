import * as fontkit from 'fontkit';
import { fontFiles } from '../../lib/pdf/pdf-fonts';
import type { Pen, PenStroke } from './seed-banner-art';

/*
 * Hindi words are drawn as outlines, not as SVG text: text would be set by the reader's browser
 * in whatever Devanagari font it has, and a computer without one shows empty boxes. The outlines
 * come from Noto Sans Devanagari (lib/pdf/pdf-fonts/OFL.txt), shaped by fontkit — the conjuncts, the
 * vowel signs before their consonant, the reph — so they look the same everywhere. Read once;
 * the build copies the folder beside the bundle.
 */
let fonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined;
function devanagariFonts() {
  const open = (file: Buffer) => {
    const font = fontkit.create(file);
    if (!('layout' in font)) throw new Error('Noto Sans Devanagari is a font collection');
    return font;
  };
  fonts ??= {
    regular: open(fontFiles().devanagari),
    bold: open(fontFiles().devanagariBold),
  };
  return fonts;
}

const fontFor = (weight: PenStroke['weight']) =>
  weight >= 600 ? devanagariFonts().bold : devanagariFonts().regular;

/** A coordinate to a tenth of a pixel: finer is invisible and only makes the file bigger. */
const n = (value: number) => String(Math.round(value * 10) / 10);

const SVG_COMMANDS = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
} as const;

/** The shaped words, refused if the font lacks a letter (it would draw an empty box). */
function shape(words: string, weight: PenStroke['weight']) {
  const font = fontFor(weight);
  const run = font.layout(words);
  if (run.glyphs.some((glyph) => glyph.id === 0)) {
    throw new Error(`Noto Sans Devanagari cannot draw "${words}"`);
  }
  return { font, run };
}

function measure(words: string, stroke: Pick<PenStroke, 'size' | 'weight'>): number {
  const { font, run } = shape(words, stroke.weight);
  return (run.advanceWidth * stroke.size) / font.unitsPerEm;
}

/** Letter spacing is left out: it would break the headline that joins Devanagari letters. */
function write(words: string, stroke: PenStroke): string {
  const size = Math.min(stroke.size, (stroke.size * stroke.maxWidth) / measure(words, stroke));
  const { font, run } = shape(words, stroke.weight);
  const scale = size / font.unitsPerEm;
  let penX = stroke.x;
  let d = '';
  for (const [index, glyph] of run.glyphs.entries()) {
    const position = run.positions[index]!;
    const originX = penX + position.xOffset * scale;
    const originY = stroke.y - position.yOffset * scale;
    const x = (fx: number) => n(originX + fx * scale);
    const y = (fy: number) => n(originY - fy * scale);
    for (const { command, args } of glyph.path.commands) {
      const points = [];
      for (let i = 0; i < args.length; i += 2) points.push(`${x(args[i]!)} ${y(args[i + 1]!)}`);
      d += SVG_COMMANDS[command] + points.join(' ');
    }
    penX += position.xAdvance * scale;
  }
  const opacity = stroke.opacity === undefined ? '' : ` opacity='${stroke.opacity}'`;
  return `<path fill='${stroke.fill}'${opacity} d='${d}'/>`;
}

export const devanagariPen: Pen = { write, measure };
