import { z } from 'zod';
import { issue } from './messages/catalogue';
import { LANGUAGES } from './common/language';
import { serviceKindSchema } from './service-kinds';

/**
 * Receipts: one vendor-neutral shape for every completed money movement — a recharge, a bill, a
 * top-up (card, UPI, offline), a hotel booking, a cancellation's refund, a failed payment's
 * refund. The API composes it from what the other modules stored; the page and the PDF draw it.
 * Labels travel as codes and each side words them (RECEIPT_WORDS in receipt-words.ts), so English
 * and Hindi agree.
 */

export const RECEIPT_KINDS = [
  'recharge',
  'bill',
  'topup',
  'hotel-booking',
  'hotel-refund',
  'refund',
  'transfer',
  'payout',
] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** success: paid and delivered; refunded: the money went back; cancelled: a booking undone. */
export const RECEIPT_STATUSES = ['success', 'refunded', 'cancelled'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** What was paid for (the receipt's title). */
export const RECEIPT_SERVICES = [
  'mobile',
  'dth',
  'fastag',
  'electricity',
  'gas',
  'postpaid',
  'bbps',
  'topup-online',
  'topup-offline',
  'hotel',
  'transfer-sent',
  'transfer-received',
  'bank-transfer',
] as const;
export type ReceiptService = (typeof RECEIPT_SERVICES)[number];

export const RECEIPT_METHODS = ['wallet', 'card', 'upi', 'netbanking', 'bank', 'cash'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];

/** The provider's reference, by whose it is. */
export const RECEIPT_REFERENCE_KINDS = [
  'operator',
  'bbps',
  'gateway-payment',
  'gateway-refund',
  'supplier-booking',
  'bank-transaction',
] as const;
export type ReceiptReferenceKind = (typeof RECEIPT_REFERENCE_KINDS)[number];

/** The labels of a kind's own lines. */
export const RECEIPT_LINE_LABELS = [
  'number',
  'operator',
  'circle',
  'consumer',
  'billNumber',
  'dueDate',
  'paymentType',
  'bank',
  'paymentDate',
  'hotel',
  'stay',
  'confirmationNumber',
  'paidAmount',
  'penalty',
  'refundTo',
  'originalStatus',
  'approvalNumber',
  'sender',
  'receiver',
  'note',
  'account',
  'ifsc',
  'holder',
  'mode',
] as const;
export type ReceiptLineLabel = (typeof RECEIPT_LINE_LABELS)[number];

const paiseString = z.string().regex(/^\d+$/);

export const receiptSchema = z.object({
  /** The id it was asked by (RId, a request's or top-up's id, a booking's reference). */
  id: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  status: z.enum(RECEIPT_STATUSES),
  title: z.object({
    service: z.enum(RECEIPT_SERVICES),
    /** The operator, biller, hotel, other customer or bank; null for a top-up. */
    name: z.string().nullable(),
    /** The number, account or stay it was for; null when none. */
    subject: z.string().nullable(),
  }),
  amountPaise: paiseString,
  /** The same amount in rupees with two decimals ("199.00"). */
  amount: z.string(),
  /** When it completed (ISO), and the same instant in India as dd-MM-yyyy HH:mm. */
  occurredAt: z.string(),
  occurredAtIst: z.string(),
  /** Kosh's order id the customer quotes to support. */
  orderId: z.string(),
  providerReference: z
    .object({ kind: z.enum(RECEIPT_REFERENCE_KINDS), value: z.string() })
    .nullable(),
  /** How it was paid, when known; `methodDetail` is a masked UPI id or card. */
  method: z.enum(RECEIPT_METHODS).nullable(),
  methodDetail: z.string().nullable(),
  /** The customer's mobile, all but the last four digits hidden. */
  customerMobile: z.string(),
  lines: z.array(
    z.object({
      label: z.enum(RECEIPT_LINE_LABELS),
      value: z.string(),
      /** The code the value names, where the reader's language words it (a circle's). */
      code: z.string().optional(),
    }),
  ),
  support: z.object({
    phone: z.string(),
    hours: z.object({ opens: z.string(), closes: z.string() }),
  }),
  /**
   * A recharge's or bill's payment (paid, or failed and refunded), for Repeat to fill its form
   * again as Balance History's Repeat does; absent on every other receipt.
   */
  repeat: z
    .object({
      kind: serviceKindSchema,
      number: z.string(),
      operatorCode: z.string(),
      circle: z.string().nullable(),
      amountPaise: paiseString,
      planId: z.string().nullable(),
      option1: z.string(),
      option2: z.string(),
    })
    .optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptResponseSchema = z.object({
  result: z.literal(true),
  success: z.literal(true),
  data: receiptSchema,
});
export type ReceiptResponse = z.infer<typeof receiptResponseSchema>;

/**
 * An id the customer sees: KR…/KH…/KT… references, or a request's, top-up's or payout's uuid;
 * `-refund` names a refund.
 */
export const receiptParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,64}$/, issue('RECEIPT_ID_INVALID')),
});

export const receiptPdfQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: issue('LANGUAGE_INVALID') }).optional(),
});

/** The refund of a cancelled booking is asked for as `<reference>-refund`. */
export const REFUND_SUFFIX = '-refund';

/** The last four digits shown, the rest hidden: XXXXXX1234. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `${'X'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}
