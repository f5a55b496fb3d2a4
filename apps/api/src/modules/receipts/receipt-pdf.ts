import { formatInr } from '@kosh/contract/common/money';
import type { Language } from '@kosh/contract/common/language';
import type { Receipt } from '@kosh/contract/receipts';
import { RECEIPT_WORDS } from '@kosh/contract/receipt-words';
import { lineValue, supportLine } from '@kosh/contract/receipt-wording';
import { COMPANY, startPdf } from '../../lib/pdf/pdf-document';
import { GREEN, PdfWriter, RED } from '../../lib/pdf/pdf-writer';

const BLUE = '#1d55c4';
const STAMP_COLOUR = { success: GREEN, refunded: BLUE, cancelled: RED } as const;

/**
 * A receipt as a PDF (A4, tagged, searchable) in English or Hindi: Hindi words in Noto Sans
 * Devanagari (embedded as a subset of the glyphs used), references and amounts in Noto Sans.
 * `compress: false` leaves the page streams readable, for tests.
 */
export function renderReceiptPdf(
  receipt: Receipt,
  language: Language,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const words = RECEIPT_WORDS[language];
  const service = words[`service.${receipt.title.service}`];
  const { pdf, done } = startPdf({
    title: `${words[receipt.kind]} ${receipt.orderId}`,
    subject: `${service} · ${formatInr(BigInt(receipt.amountPaise))}`,
    lang: language === 'hi' ? 'hi-IN' : 'en-IN',
    issuedAt: new Date(receipt.occurredAt),
    compress: options.compress,
  });
  const w = new PdfWriter(pdf, { hindi: language === 'hi' });
  w.header(words[receipt.kind], words[`status.${receipt.status}`], STAMP_COLOUR[receipt.status]);
  w.row(words.amount, formatInr(BigInt(receipt.amountPaise)), { bold: true });
  const about = [receipt.title.name, receipt.title.subject].filter(Boolean).join(' · ');
  w.row(words.receipt, about ? `${service} · ${about}` : service);
  w.row(words.when, `${receipt.occurredAtIst} ${words.ist}`);
  w.row(words.orderId, receipt.orderId, { bold: true });
  if (receipt.providerReference) {
    w.row(words[`ref.${receipt.providerReference.kind}`], receipt.providerReference.value);
  }
  if (receipt.method) {
    const detail = receipt.methodDetail ? ` (${receipt.methodDetail})` : '';
    w.row(words.paidBy, `${words[`method.${receipt.method}`]}${detail}`);
  }
  w.row(words.mobile, receipt.customerMobile);

  if (receipt.lines.length > 0) {
    w.heading(words.details);
    for (const line of receipt.lines) w.row(words[`line.${line.label}`], lineValue(language, line));
  }

  w.heading(words.support);
  // The page prints this same sentence (receipt-wording.ts): the hours cannot differ.
  w.paragraph(supportLine(language, receipt));
  // Page numbers as figures alone: the same in either language, and no script to mix.
  w.footers(`${COMPANY} · ${receipt.orderId}`, (page, count) => `${page} / ${count}`);
  pdf.end();
  return done;
}
