/**
 * How the home page's first-start images are drawn (no outside images): SVG, so they stay crisp
 * on every screen and weigh a few KB. Banners are 1200×500, strip images 600×360. The words are
 * written by a Pen: as SVG text in English, as outlines in Hindi (./devanagari-pen.ts).
 */

/** Where and how one line of words goes; `y` is its baseline. */
export interface PenStroke {
  x: number;
  y: number;
  size: number;
  weight: 400 | 600 | 700 | 800;
  fill: string;
  opacity?: number;
  letterSpacing?: number;
  /** The line is made smaller to fit this width (the art beside it must stay clear). */
  maxWidth: number;
}

export interface Pen {
  write(words: string, stroke: PenStroke): string;
  /** How wide `words` come out at that size and weight. */
  measure(words: string, stroke: Pick<PenStroke, 'size' | 'weight'>): number;
}

const FONT = "font-family='Inter, Segoe UI, Roboto, DejaVu Sans, Arial, sans-serif'";

/**
 * Latin words as SVG text, in whatever sans-serif the reader's browser has (every one has Latin).
 * Its width is a wide bold sans-serif's average letter (DejaVu Sans Bold, the widest a phone or
 * desktop falls back to): the button behind a word or two is never shorter than its words.
 */
export const latinPen: Pen = {
  write(words, s) {
    const extra = [
      s.opacity === undefined ? '' : ` opacity='${s.opacity}'`,
      s.letterSpacing === undefined ? '' : ` letter-spacing='${s.letterSpacing}'`,
    ].join('');
    return `<text ${FONT} x='${s.x}' y='${s.y}' font-size='${s.size}' font-weight='${s.weight}' fill='${s.fill}'${extra}>${words}</text>`;
  },
  measure: (words, s) => words.length * s.size * 0.68,
};

export interface BannerLook {
  from: string;
  to: string;
  art: string;
}
export interface BannerWords {
  kicker: string;
  title: string;
  line: string;
  cta: string;
}

/** A carousel banner: the words on the left, the art on the right (from x 880). */
export function bannerSvg(pen: Pen, look: BannerLook, words: BannerWords): string {
  const text = { x: 72, fill: '#fff', maxWidth: 780 };
  const cta = { size: 32, weight: 700 } as const;
  const ctaWidth = Math.round(pen.measure(words.cta, cta));
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 500' width='1200' height='500'>
<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${look.from}'/><stop offset='1' stop-color='${look.to}'/></linearGradient></defs>
<rect width='1200' height='500' fill='url(#g)'/>
<circle cx='1050' cy='80' r='220' fill='#fff' opacity='0.07'/><circle cx='1150' cy='460' r='160' fill='#fff' opacity='0.06'/>
${pen.write(words.kicker, { ...text, y: 130, size: 30, weight: 600, opacity: 0.85, letterSpacing: 3 })}
${pen.write(words.title, { ...text, y: 215, size: 56, weight: 800 })}
${pen.write(words.line, { ...text, y: 280, size: 30, weight: 400, opacity: 0.92 })}
<rect x='72' y='340' width='${ctaWidth + 64}' height='76' rx='38' fill='#fff'/>
${pen.write(words.cta, { ...cta, x: 104, y: 389, fill: look.to, maxWidth: 700 })}
<g transform='translate(880 130) scale(0.9)'>${look.art}</g>
</svg>`;
}

export interface TileLook {
  bg: string;
  fg: string;
  art: string;
}
export interface TileWords {
  title: string;
  line: string;
}

/** An image-strip tile: line art above, the words below. */
export function tileSvg(pen: Pen, look: TileLook, words: TileWords): string {
  const text = { x: 40, fill: look.fg, maxWidth: 520 };
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 600 360' width='600' height='360'>
<rect width='600' height='360' rx='0' fill='${look.bg}'/>
<circle cx='500' cy='70' r='140' fill='${look.fg}' opacity='0.08'/>
${pen.write(words.title, { ...text, y: 250, size: 44, weight: 800 })}
${pen.write(words.line, { ...text, y: 300, size: 26, weight: 400, opacity: 0.8 })}
<g transform='translate(40 48)' fill='none' stroke='${look.fg}' stroke-width='10' stroke-linecap='round' stroke-linejoin='round'>${look.art}</g>
</svg>`;
}

export const phoneArt = `<rect x='40' y='0' width='170' height='280' rx='28' fill='#fff' opacity='0.95'/><rect x='62' y='36' width='126' height='180' rx='8' fill='#dbe6fe'/><circle cx='125' cy='245' r='14' fill='#1d55c4'/><path d='M95 130l22 22 44-50' stroke='#067647' stroke-width='14' fill='none' stroke-linecap='round' stroke-linejoin='round'/>`;
export const boltArt = `<circle cx='130' cy='130' r='130' fill='#fff' opacity='0.95'/><path d='M145 40 80 150h50l-15 90 65-115h-50z' fill='#f59e0b'/>`;
export const walletArt = `<rect x='0' y='40' width='270' height='190' rx='28' fill='#fff' opacity='0.95'/><rect x='150' y='100' width='130' height='70' rx='20' fill='#153a80'/><circle cx='190' cy='135' r='14' fill='#fff'/><path d='M30 40 200 0l20 40' fill='none' stroke='#fff' stroke-width='12' stroke-linejoin='round'/>`;
