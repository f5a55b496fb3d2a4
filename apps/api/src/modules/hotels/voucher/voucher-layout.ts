import fs from 'node:fs';
import { drawable } from './voucher-words';

export const COMPANY = 'Kosh Payments Private Limited';
const BRAND = '#1d55c4';
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
export const GREEN = '#15803d';
export const RED = '#b91c1c';
export const MARGIN = 48;
const FOOTER_HEIGHT = 40;
const LABEL_WIDTH = 170;

/*
 * Noto Sans, subset to Latin and the rupee sign (voucher-fonts/OFL.txt): the PDF's built-in
 * Helvetica has no ₹. Read once; the build copies the folder beside the bundle.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
export function voucherFonts() {
  fonts ??= {
    regular: fs.readFileSync(new URL('./voucher-fonts/NotoSans-Regular.ttf', import.meta.url)),
    bold: fs.readFileSync(new URL('./voucher-fonts/NotoSans-Bold.ttf', import.meta.url)),
  };
  return fonts;
}

/**
 * Draws the voucher on A4 pages as a tagged PDF: a header with a status stamp, headed sections of
 * label/value rows and paragraphs, a new page when one runs out, a footer on each page.
 */
export class VoucherWriter {
  readonly width: number;
  private readonly body: PDFKit.PDFStructureElement;

  constructor(private readonly pdf: PDFKit.PDFDocument) {
    this.width = pdf.page.width - MARGIN * 2;
    this.body = pdf.struct('Document');
    pdf.addStructure(this.body);
  }

  private text(value: string, type: string, options: PDFKit.Mixins.TextOptions = {}) {
    this.pdf.text(drawable(value), { structParent: this.body, structType: type, ...options });
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
  header(stamp: string, colour: string) {
    const { pdf } = this;
    const top = pdf.y;
    this.artifact(() => pdf.rect(MARGIN, top - 16, 40, 4).fill(BRAND));
    pdf.font('bold').fontSize(20).fillColor(BRAND);
    this.text('Kosh', 'P', { width: this.width / 2 });
    pdf.font('bold').fontSize(16).fillColor(INK);
    this.text('Hotel booking voucher', 'H1', { width: this.width });
    const after = pdf.y;

    pdf.font('bold').fontSize(14);
    const stampWidth = pdf.widthOfString(stamp) + 20;
    const x = MARGIN + this.width - stampWidth;
    this.artifact(() => pdf.roundedRect(x, top, stampWidth, 26, 4).lineWidth(1.5).stroke(colour));
    pdf.fillColor(colour).text(stamp, x, top + 5, {
      width: stampWidth,
      align: 'center',
      structParent: this.body,
      structType: 'P',
    });
    pdf.y = after;
    pdf.x = MARGIN;
    pdf.moveDown(0.5);
  }

  heading(title: string) {
    const { pdf } = this;
    this.room(60);
    pdf.moveDown(0.4);
    pdf.font('bold').fontSize(10).fillColor(BRAND);
    this.text(title.toUpperCase(), 'H2', { characterSpacing: 0.5, width: this.width });
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
    const value = drawable(text);
    const valueWidth = this.width - LABEL_WIDTH;
    pdf.fontSize(9.5);
    pdf.font(options.bold ? 'bold' : 'regular');
    const height = Math.max(
      pdf.heightOfString(value, { width: valueWidth }),
      pdf.font('regular').heightOfString(label, { width: LABEL_WIDTH - 12 }),
    );
    this.room(height);
    const y = pdf.y;
    pdf.font('regular').fillColor(MUTED);
    pdf.text(drawable(label), MARGIN, y, {
      width: LABEL_WIDTH - 12,
      structParent: this.body,
      structType: 'P',
    });
    pdf
      .font(options.bold ? 'bold' : 'regular')
      .fillColor(options.colour ?? INK)
      .text(value, MARGIN + LABEL_WIDTH, y, {
        width: valueWidth,
        structParent: this.body,
        structType: 'P',
      });
    pdf.x = MARGIN;
    pdf.y = y + height + 2;
  }

  paragraph(text: string, options: { size?: number } = {}) {
    const { pdf } = this;
    const value = drawable(text);
    pdf.fontSize(options.size ?? 9.5).font('regular');
    this.room(pdf.heightOfString(value, { width: this.width }));
    pdf.fillColor(INK);
    this.text(value, 'P', { width: this.width });
    pdf.moveDown(0.25);
  }

  /** `line` (the customer-care line) and the page number at the foot of every page. */
  footers(line: string) {
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
        pdf.font('regular').fontSize(8).fillColor(MUTED);
        pdf.text(line, MARGIN, y, { width: this.width - 60 });
        pdf.text(`Page ${index - start + 1} of ${count}`, MARGIN + this.width - 60, y, {
          width: 60,
          align: 'right',
        });
      });
      pdf.page.margins.bottom = bottom;
    }
  }
}
