import PDFDocument from 'pdfkit';
import { fontFiles } from './pdf-fonts';
import { MARGIN } from './pdf-writer';

export const COMPANY = 'Kosh Payments Private Limited';

/**
 * A new A4 document of Kosh's (tagged, searchable, its fonts registered: `regular`, `bold`, and
 * `devanagari`, `devanagari-bold` for Hindi), and the promise of its bytes once `end()` is called.
 * `compress: false` leaves the page streams readable, for tests.
 */
export function startPdf(options: {
  title: string;
  subject: string;
  lang: string;
  /** The moment of what it shows: the PDF's dates, so the same state gives the same file. */
  issuedAt: Date;
  compress?: boolean;
}): { pdf: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + 8, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: options.compress ?? true,
    tagged: true,
    lang: options.lang,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: options.title,
      Author: COMPANY,
      Subject: options.subject,
      Creator: 'Kosh',
      Producer: 'PDFKit',
      CreationDate: options.issuedAt,
      ModDate: options.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const fonts = fontFiles();
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  pdf.registerFont('devanagari', fonts.devanagari);
  pdf.registerFont('devanagari-bold', fonts.devanagariBold);
  return { pdf, done };
}
