const BRAND = '#1d55c4';
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
export const GREEN = '#15803d';
export const RED = '#b91c1c';
export const MARGIN = 48;
const FOOTER_HEIGHT = 40;
const LABEL_WIDTH = 170;

// The joiners (U+200C, U+200D) are written apart: a class would join them to their neighbours.
const DEVANAGARI = /[\u0900-\u097f]|\u200c|\u200d/u;
/**
 * What the Latin fonts draw (pdf-fonts/OFL.txt): Basic Latin, Latin-1, general punctuation and
 * ₹; with the Devanagari font on, Hindi too. Anything else (emoji, other scripts) in free text is
 * printed as "?" rather than as empty boxes.
 */
const UNDRAWABLE = /[^\n\x20-\x7e\xa0-\xff\u2010-\u2027\u2030-\u203a\u20b9]/gu;

export const drawable = (text: string, hindi = false): string =>
  text
    .replace(/[\t\r\f\v]/g, ' ')
    .replace(UNDRAWABLE, (char) => (hindi && DEVANAGARI.test(char) ? char : '?'));

/**
 * Runs of one script: Devanagari letters (with the spaces and marks between them) for the
 * Devanagari font, everything else for the Latin one — neither font has the other's letters.
 * Digits and punctuation go with the Latin font unless they sit inside a Hindi run.
 */
export function scriptRuns(text: string): { text: string; hindi: boolean }[] {
  const runs: { text: string; hindi: boolean }[] = [];
  for (const char of text) {
    const hindi = DEVANAGARI.test(char) || char === '\u0964' || char === '\u0965';
    const last = runs.at(-1);
    // A space or a danda between two Hindi words stays in the Hindi run.
    const joins = last && (last.hindi === hindi || (last.hindi && /[\s,।]/u.test(char)));
    if (last && joins) last.text += char;
    else runs.push({ text: char, hindi });
  }
  return runs;
}

/**
 * Draws a document on A4 pages as a tagged PDF: a header with a title and a status stamp, headed
 * sections of label/value rows and paragraphs, a new page when one runs out, a footer on each
 * page. With `hindi`, Devanagari is drawn in its own font (shaped by fontkit: conjuncts, vowel
 * signs before their consonant) and the rest in the Latin one.
 */
/** Noto Sans's ascent (per em): Devanagari runs are set on the Latin font's baseline. */
const LATIN_ASCENT = 1.069;

export class PdfWriter {
  readonly width: number;
  private readonly body: PDFKit.PDFStructureElement;
  private fontSize = 12;

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly options: { hindi?: boolean } = {},
  ) {
    this.width = pdf.page.width - MARGIN * 2;
    this.body = pdf.struct('Document');
    pdf.addStructure(this.body);
  }

  private clean(text: string) {
    return drawable(text, this.options.hindi);
  }

  /** Switches to the weight's font of the script of `text` (its first run). */
  private font(bold: boolean, hindi: boolean) {
    this.pdf.font(hindi ? (bold ? 'devanagari-bold' : 'devanagari') : bold ? 'bold' : 'regular');
  }

  private size(points: number) {
    this.fontSize = points;
    this.pdf.fontSize(points);
    return this.pdf;
  }

  /** Height of `text` at `width`: with Hindi in it, the taller Devanagari line decides. */
  private heightOf(text: string, width: number, bold: boolean) {
    this.font(bold, this.options.hindi === true && DEVANAGARI.test(text));
    return this.pdf.heightOfString(text, { width });
  }

  /** Writes `text` in runs of one font each; the first run at (x, y) when given. */
  private write(
    text: string,
    bold: boolean,
    options: PDFKit.Mixins.TextOptions & { x?: number; y?: number; artifact?: boolean } = {},
  ) {
    const { x, y, artifact, ...rest } = options;
    const runs = this.options.hindi ? scriptRuns(text) : [{ text, hindi: false }];
    runs.forEach((run, index) => {
      this.font(bold, run.hindi);
      const more = index < runs.length - 1;
      const tags = artifact ? {} : { structParent: this.body, structType: 'P' };
      // Each font would otherwise sit its glyphs below its own ascent: one baseline for both.
      const baseline = this.options.hindi ? { baseline: -LATIN_ASCENT * this.fontSize } : {};
      const opts = { ...tags, ...baseline, ...rest, continued: more };
      if (index === 0 && x !== undefined && y !== undefined) this.pdf.text(run.text, x, y, opts);
      else this.pdf.text(run.text, opts);
    });
  }

  /** Decoration only: readers skip it. */
  private artifact(draw: () => void) {
    this.pdf.markContent('Artifact', { type: 'Layout' });
    draw();
    this.pdf.endMarkedContent();
  }

  /** Starts a new page when `height` more points would run into the footer. */
  private room(height: number) {
    if (this.pdf.y + height > this.pdf.page.height - MARGIN - FOOTER_HEIGHT) this.pdf.addPage();
  }

  /** The brand, the title and the status stamp (top right, in its colour). */
  header(title: string, stamp: string, colour: string) {
    const { pdf } = this;
    const top = pdf.y;
    this.artifact(() => pdf.rect(MARGIN, top - 16, 40, 4).fill(BRAND));
    this.size(20).fillColor(BRAND);
    this.write('Kosh', true, { width: this.width / 2 });
    this.size(16).fillColor(INK);
    this.write(this.clean(title), true, { structType: 'H1', width: this.width });
    const after = pdf.y;

    const label = this.clean(stamp);
    this.size(14);
    this.font(true, this.options.hindi === true && DEVANAGARI.test(label));
    const stampWidth = pdf.widthOfString(label) + 20;
    const x = MARGIN + this.width - stampWidth;
    this.artifact(() => pdf.roundedRect(x, top, stampWidth, 26, 4).lineWidth(1.5).stroke(colour));
    pdf.fillColor(colour);
    this.write(label, true, { x, y: top + 5, width: stampWidth, align: 'center' });
    pdf.y = after;
    pdf.x = MARGIN;
    pdf.moveDown(0.5);
  }

  heading(title: string) {
    const { pdf } = this;
    this.room(60);
    pdf.moveDown(0.4);
    this.size(10).fillColor(BRAND);
    this.write(this.clean(title).toUpperCase(), true, {
      structType: 'H2',
      characterSpacing: 0.5,
      width: this.width,
    });
    const y = pdf.y + 2;
    this.artifact(() =>
      pdf
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + this.width, y)
        .lineWidth(0.5)
        .stroke(RULE),
    );
    pdf.y = y + 5;
  }

  /** A label and its value side by side; the value wraps in its column. */
  row(label: string, text: string, options: { bold?: boolean; colour?: string } = {}) {
    const { pdf } = this;
    const value = this.clean(text);
    const name = this.clean(label);
    const valueWidth = this.width - LABEL_WIDTH;
    this.size(9.5);
    const height = Math.max(
      this.heightOf(value, valueWidth, options.bold === true),
      this.heightOf(name, LABEL_WIDTH - 12, false),
    );
    this.room(height);
    const y = pdf.y;
    pdf.fillColor(MUTED);
    this.write(name, false, { x: MARGIN, y, width: LABEL_WIDTH - 12 });
    pdf.fillColor(options.colour ?? INK);
    this.write(value, options.bold === true, { x: MARGIN + LABEL_WIDTH, y, width: valueWidth });
    pdf.x = MARGIN;
    pdf.y = y + height + 2;
  }

  paragraph(text: string, options: { size?: number } = {}) {
    const { pdf } = this;
    const value = this.clean(text);
    this.size(options.size ?? 9.5);
    this.room(this.heightOf(value, this.width, false));
    pdf.fillColor(INK);
    this.write(value, false, { width: this.width });
    pdf.moveDown(0.25);
  }

  /** `line` (the customer-care line) and the page number at the foot of every page. */
  footers(line: string, pageWords: (page: number, count: number) => string) {
    const { pdf } = this;
    const { start, count } = pdf.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      pdf.switchToPage(index);
      const bottom = pdf.page.margins.bottom;
      pdf.page.margins.bottom = 0; // writing below the margin must not start a new page
      const y = pdf.page.height - MARGIN - FOOTER_HEIGHT + 12;
      this.artifact(() => {
        pdf
          .moveTo(MARGIN, y - 6)
          .lineTo(MARGIN + this.width, y - 6)
          .lineWidth(0.5)
          .stroke(RULE);
        this.size(8).fillColor(MUTED);
        const at = { artifact: true, y };
        this.write(this.clean(line), false, { ...at, x: MARGIN, width: this.width - 60 });
        this.write(pageWords(index - start + 1, count), false, {
          ...at,
          x: MARGIN + this.width - 60,
          width: 60,
          align: 'right',
        });
      });
      pdf.page.margins.bottom = bottom;
    }
  }
}
