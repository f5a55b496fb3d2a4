import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Receipt } from '@kosh/contract/receipts';
import { renderReceiptPdf } from './receipt-pdf';

const receipt: Receipt = {
  id: 'KR2611290123456789',
  kind: 'recharge',
  status: 'success',
  title: { service: 'mobile', name: 'Jio', subject: '9876512345' },
  amountPaise: '19900',
  amount: '199.00',
  occurredAt: '2026-11-29T12:30:00.000Z',
  occurredAtIst: '29-11-2026 18:00',
  orderId: 'KR2611290123456789',
  providerReference: { kind: 'operator', value: 'JIO7788990011' },
  method: 'wallet',
  methodDetail: null,
  customerMobile: 'XXXXXX4321',
  lines: [
    { label: 'number', value: '9876512345' },
    { label: 'operator', value: 'Jio' },
  ],
  support: { phone: '1800-123-4567', hours: { opens: '08:00', closes: '22:00' } },
};

/** The PDF's page streams, uncompressed: the text drawn is in them as glyph runs. */
const stream = (pdf: Buffer) => pdf.toString('latin1');

describe('renderReceiptPdf', () => {
  it('is a PDF that embeds only Noto Sans in English, and is the same bytes for the same receipt', async () => {
    const pdf = await renderReceiptPdf(receipt, 'en', { compress: false });
    expect(stream(pdf).startsWith('%PDF-1.7')).toBe(true);
    expect(stream(pdf)).toContain('NotoSans-Regular');
    expect(stream(pdf)).not.toContain('NotoSansDevanagari');
    expect(stream(pdf)).toContain('/Lang (en-IN)');
    expect(await renderReceiptPdf(receipt, 'en')).toEqual(await renderReceiptPdf(receipt, 'en'));
    if (process.env.RECEIPT_PDF_OUT) writeFileSync(`${process.env.RECEIPT_PDF_OUT}-en.pdf`, pdf);
  });

  it('in Hindi embeds a Devanagari subset beside the Latin font for references and amounts', async () => {
    const pdf = await renderReceiptPdf(receipt, 'hi', { compress: false });
    // A subset's name carries a six-letter tag: only the glyphs used are embedded.
    expect(stream(pdf)).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(stream(pdf)).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(stream(pdf)).toContain('/Lang (hi-IN)');
    expect(pdf.length).toBeLessThan(120_000);
    if (process.env.RECEIPT_PDF_OUT) writeFileSync(`${process.env.RECEIPT_PDF_OUT}-hi.pdf`, pdf);
  });

  it('shows the text a reader can search, when poppler is there to read it', async () => {
    let text: string;
    try {
      const pdf = await renderReceiptPdf(receipt, 'en');
      text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
    } catch {
      return; // no pdftotext on this machine: the API tests read the text the same way
    }
    for (const part of [
      'KR2611290123456789',
      'JIO7788990011',
      '₹199.00',
      'XXXXXX4321',
      '1800-123-4567',
    ]) {
      expect(text).toContain(part);
    }
  });
});
