import { circleName } from './circles';
import type { Language } from './common/language';
import { formatMessage } from './messages/catalogue';
import { RECEIPT_METHODS, type Receipt, type ReceiptMethod } from './receipts';
import { RECEIPT_WORDS } from './receipt-words';

/**
 * What the receipt page and the receipt PDF both print beyond the words themselves: one function
 * each, so the two never word a line or the customer-care hours differently.
 */

/**
 * A receipt's line as it reads in `language`: a refund's destination is a method, a circle its
 * name in that language (the aggregator's English name otherwise), a bank transfer's reversal
 * (code `reversed`) the reader's words for it; the rest is data.
 */
export function lineValue(language: Language, line: Receipt['lines'][number]): string {
  if (line.label === 'refundTo' && (RECEIPT_METHODS as readonly string[]).includes(line.value)) {
    return RECEIPT_WORDS[language][`method.${line.value as ReceiptMethod}`];
  }
  if (line.label === 'circle' && line.code) {
    return circleName({ code: line.code, name: line.value }, language);
  }
  if (line.label === 'originalStatus' && line.code === 'reversed') {
    return RECEIPT_WORDS[language].reversedByBank;
  }
  return line.value;
}

/** "14:00" → "2:00 pm": the customer-care hours as a customer reads a clock. */
export function clockTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const half = h >= 12 ? 'pm' : 'am';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${half}`;
}

/** The receipt's customer-care sentence: the phone, the hours and the order id to quote. */
export function supportLine(
  language: Language,
  receipt: Pick<Receipt, 'support' | 'orderId'>,
): string {
  return formatMessage(RECEIPT_WORDS[language].supportLine, {
    phone: receipt.support.phone,
    opens: clockTime(receipt.support.hours.opens),
    closes: clockTime(receipt.support.hours.closes),
    orderId: receipt.orderId,
  });
}
