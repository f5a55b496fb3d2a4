import { z } from 'zod';
import { issue } from './messages/catalogue';
import { LANGUAGES, type Language } from './common/language';
import { serviceKindSchema } from './service-kinds';

/**
 * Receipts: one vendor-neutral shape for every completed money movement — a recharge, a bill, a
 * top-up (card, UPI, offline), a hotel booking, a cancellation's refund, a failed payment's
 * refund. The API composes it from what the other modules stored; the page and the PDF draw it.
 * Labels travel as codes and each side words them (RECEIPT_WORDS), so English and Hindi agree.
 */

export const RECEIPT_KINDS = [
  'recharge',
  'bill',
  'topup',
  'hotel-booking',
  'hotel-refund',
  'refund',
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
    /** The operator, biller or hotel; null for a top-up. */
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

/** An id the customer sees: KR…/KH… references, or a request's uuid; `-refund` names a refund. */
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

export type ReceiptWords = Record<
  | ReceiptKind
  | `status.${ReceiptStatus}`
  | `service.${ReceiptService}`
  | `method.${ReceiptMethod}`
  | `ref.${ReceiptReferenceKind}`
  | `line.${ReceiptLineLabel}`
  | 'receipt'
  | 'amount'
  | 'orderId'
  | 'when'
  | 'paidBy'
  | 'mobile'
  | 'support'
  | 'supportLine'
  | 'details'
  | 'ist',
  string
>;

/** The receipt's words, for the page and the PDF alike. */
export const RECEIPT_WORDS: Record<Language, ReceiptWords> = {
  en: {
    receipt: 'Receipt',
    recharge: 'Recharge receipt',
    bill: 'Bill payment receipt',
    topup: 'Add money receipt',
    'hotel-booking': 'Hotel booking receipt',
    'hotel-refund': 'Hotel refund receipt',
    refund: 'Refund receipt',
    'status.success': 'Successful',
    'status.refunded': 'Refunded',
    'status.cancelled': 'Cancelled',
    'service.mobile': 'Mobile recharge',
    'service.dth': 'DTH recharge',
    'service.fastag': 'FASTag recharge',
    'service.electricity': 'Electricity bill',
    'service.gas': 'Gas bill',
    'service.postpaid': 'Postpaid bill',
    'service.bbps': 'Bill payment',
    'service.topup-online': 'Money added online',
    'service.topup-offline': 'Money added by bank or cash',
    'service.hotel': 'Hotel booking',
    'method.wallet': 'Kosh wallet',
    'method.card': 'Card',
    'method.upi': 'UPI',
    'method.netbanking': 'Net banking',
    'method.bank': 'Bank transfer',
    'method.cash': 'Cash deposit',
    'ref.operator': 'Operator transaction ID',
    'ref.bbps': 'BBPS reference',
    'ref.gateway-payment': 'Gateway payment ID',
    'ref.gateway-refund': 'Gateway refund ID',
    'ref.supplier-booking': 'Supplier booking reference',
    'ref.bank-transaction': 'Bank transaction number',
    'line.number': 'Number',
    'line.operator': 'Operator',
    'line.circle': 'Circle',
    'line.consumer': 'Consumer name',
    'line.billNumber': 'Bill number',
    'line.dueDate': 'Due date',
    'line.paymentType': 'Payment type',
    'line.bank': 'Paid into',
    'line.paymentDate': 'Payment date',
    'line.hotel': 'Hotel',
    'line.stay': 'Stay',
    'line.confirmationNumber': 'Hotel confirmation number',
    'line.paidAmount': 'Amount paid',
    'line.penalty': 'Cancellation charge',
    'line.refundTo': 'Refunded to',
    'line.originalStatus': 'Payment',
    'line.approvalNumber': 'Biller approval number',
    amount: 'Amount',
    orderId: 'Kosh order ID',
    when: 'Date and time',
    paidBy: 'Paid by',
    mobile: 'Mobile',
    support: 'Need help?',
    supportLine:
      'Customer care {phone} ({opens} to {closes} IST) or Contact Us in the app; quote {orderId}.',
    details: 'Details',
    ist: 'IST',
  },
  hi: {
    receipt: 'रसीद',
    recharge: 'रिचार्ज की रसीद',
    bill: 'बिल भुगतान की रसीद',
    topup: 'पैसे जोड़ने की रसीद',
    'hotel-booking': 'होटल बुकिंग की रसीद',
    'hotel-refund': 'होटल रिफ़ंड की रसीद',
    refund: 'रिफ़ंड की रसीद',
    'status.success': 'सफल',
    'status.refunded': 'रिफ़ंड हुआ',
    'status.cancelled': 'रद्द',
    'service.mobile': 'मोबाइल रिचार्ज',
    'service.dth': 'डीटीएच रिचार्ज',
    'service.fastag': 'फ़ास्टैग रिचार्ज',
    'service.electricity': 'बिजली बिल',
    'service.gas': 'गैस बिल',
    'service.postpaid': 'पोस्टपेड बिल',
    'service.bbps': 'बिल भुगतान',
    'service.topup-online': 'ऑनलाइन जोड़े गए पैसे',
    'service.topup-offline': 'बैंक या नकद से जोड़े गए पैसे',
    'service.hotel': 'होटल बुकिंग',
    'method.wallet': 'कोश वॉलेट',
    'method.card': 'कार्ड',
    'method.upi': 'यूपीआई',
    'method.netbanking': 'नेट बैंकिंग',
    'method.bank': 'बैंक ट्रांसफ़र',
    'method.cash': 'नकद जमा',
    'ref.operator': 'ऑपरेटर ट्रांज़ैक्शन आईडी',
    'ref.bbps': 'बीबीपीएस संदर्भ',
    'ref.gateway-payment': 'गेटवे भुगतान आईडी',
    'ref.gateway-refund': 'गेटवे रिफ़ंड आईडी',
    'ref.supplier-booking': 'सप्लायर बुकिंग संदर्भ',
    'ref.bank-transaction': 'बैंक ट्रांज़ैक्शन नंबर',
    'line.number': 'नंबर',
    'line.operator': 'ऑपरेटर',
    'line.circle': 'सर्कल',
    'line.consumer': 'उपभोक्ता का नाम',
    'line.billNumber': 'बिल नंबर',
    'line.dueDate': 'देय तिथि',
    'line.paymentType': 'भुगतान का प्रकार',
    'line.bank': 'किस खाते में जमा',
    'line.paymentDate': 'भुगतान की तिथि',
    'line.hotel': 'होटल',
    'line.stay': 'ठहराव',
    'line.confirmationNumber': 'होटल पुष्टि नंबर',
    'line.paidAmount': 'चुकाई गई राशि',
    'line.penalty': 'रद्द करने का शुल्क',
    'line.refundTo': 'रिफ़ंड कहाँ गया',
    'line.originalStatus': 'भुगतान',
    'line.approvalNumber': 'बिलर स्वीकृति संख्या',
    amount: 'राशि',
    orderId: 'कोश ऑर्डर आईडी',
    when: 'तारीख़ और समय',
    paidBy: 'भुगतान का तरीका',
    mobile: 'मोबाइल',
    support: 'मदद चाहिए?',
    supportLine: 'कस्टमर केयर {phone} ({opens} से {closes} IST) या ऐप में संपर्क करें; {orderId} बताएँ।',
    details: 'विवरण',
    ist: 'IST',
  },
};
