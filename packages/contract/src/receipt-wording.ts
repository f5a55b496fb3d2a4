import { circleName } from './circles';
import type { Language } from './common/language';
import { RECEIPT_METHODS, RECEIPT_WORDS, type Receipt, type ReceiptMethod } from './receipts';

/**
 * What the receipt page and the receipt PDF both print beyond the words themselves: one function
 * each, so the two never word a line differently.
 */

/**
 * A receipt's line as it reads in `language`: a refund's destination is a method, a circle its
 * name in that language (the aggregator's English name otherwise); the rest is data.
 */
export function lineValue(language: Language, line: Receipt['lines'][number]): string {
  if (line.label === 'refundTo' && (RECEIPT_METHODS as readonly string[]).includes(line.value)) {
    return RECEIPT_WORDS[language][`method.${line.value as ReceiptMethod}`];
  }
  if (line.label === 'circle' && line.code) {
    return circleName({ code: line.code, name: line.value }, language);
  }
  return line.value;
}
