import { z } from 'zod';
import { topupPaidWithShape } from './payments';
import { uuidParamsSchema } from './common/http';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { messageCodeSchema, messageParamsSchema } from './common/envelope';
import { issue, type MessageCode } from './messages/catalogue';
import { DATE_RANGE_MESSAGE, dateRangeInOrder, wireDate } from './common/dates';
import { MOBILE_PATTERN } from './common/patterns';
import { rupeeAmount } from './wallet';
import { serviceKindSchema } from './service-kinds';

/**
 * Recharges and bill payments (docs/product-1.md §2–§9, docs/product-2.md Postpaid): what the customer pays from the
 * wallet, the calls' payloads and answers, and the spec's messages.
 */

/**
 * Fastag vehicle numbers: the spec's state series — two letters, 1–2 digits, optional letters,
 * 4 digits (MH12AB1234) — or the Bharat series the state series cannot spell: 2 digits of the
 * year, BH, 4 digits, 1–2 letters (22BH1234AB), issued since 2021 to cars that move states.
 */
export const VEHICLE_PATTERN = /^(?:[A-Z]{2}\d{1,2}[A-Z]*\d{4}|\d{2}BH\d{4}[A-Z]{1,2})$/;
/** DTH subscriber numbers as the spec's form takes them: 10 digits. */
export const DTH_NUMBER_PATTERN = /^\d{10}$/;
/** A biller's service/consumer number: letters, digits, - and /, 4–30 characters. */
export const SERVICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{4,30}$/;

export const RECHARGE_MIN_PAISE = 1_00n;
export const FASTAG_MIN_PAISE = 500_00n;
/** The amount inputs take 7 characters; one payment is capped at ₹1,00,000. */
export const RECHARGE_MAX_PAISE = 1_00_000_00n;
export const AMOUNT_MAX_LENGTH = 7;
export const COMPLAINT_MAX_LENGTH = 500;

const operatorCode = (message: MessageCode) =>
  text({ error: message })
    .trim()
    .min(1, message)
    .max(32, message)
    .regex(/^[A-Za-z0-9_]+$/, message);

const rechargeAmount = (min: bigint, minMessage: MessageCode) =>
  rupeeAmount({
    min,
    max: RECHARGE_MAX_PAISE,
    messages: {
      required: issue('AMOUNT_REQUIRED'),
      min: minMessage,
      max: issue('AMOUNT_MAX'),
    },
  });

const optionalText = text()
  .trim()
  .max(50, issue('TOO_LONG_50'))
  .optional()
  .transform((v) => v ?? '');

// POST recharge/mobile {opcode, number, amount}
export const mobileRechargeSchema = z.object({
  opcode: operatorCode(issue('SELECT_OPERATOR')),
  number: text({ error: issue('RECHARGE_MOBILE_SHORT') })
    .trim()
    .regex(MOBILE_PATTERN, issue('MOBILE_INVALID')),
  amount: rechargeAmount(RECHARGE_MIN_PAISE, issue('AMOUNT_MIN')),
  /** Kosh's additions, optional: the circle chosen and the plan picked (for the receipt). */
  circle: text().trim().max(8).optional(),
  planId: text().trim().max(64).optional(),
});
export type MobileRechargeRequest = z.input<typeof mobileRechargeSchema>;

// POST recharge/dth {operator, number, amount}
export const dthRechargeSchema = z.object({
  operator: operatorCode(issue('SELECT_OPERATOR')),
  number: text({ error: issue('DTH_NUMBER_INVALID') })
    .trim()
    .regex(DTH_NUMBER_PATTERN, issue('DTH_NUMBER_INVALID')),
  amount: rechargeAmount(RECHARGE_MIN_PAISE, issue('AMOUNT_MIN')),
});
export type DthRechargeRequest = z.input<typeof dthRechargeSchema>;

// POST recharge/fastag {opcode, number, amount, option1, option2}
export const fastagRechargeSchema = z.object({
  opcode: operatorCode(issue('SELECT_OPERATOR')),
  number: text({ error: issue('VEHICLE_NUMBER_INVALID') })
    .trim()
    .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
    .pipe(z.string().regex(VEHICLE_PATTERN, issue('VEHICLE_NUMBER_INVALID'))),
  amount: rechargeAmount(FASTAG_MIN_PAISE, issue('FASTAG_AMOUNT_MIN')),
  option1: optionalText,
  option2: optionalText,
});
export type FastagRechargeRequest = z.input<typeof fastagRechargeSchema>;

// POST elBill/fetchBill {mcode, service_no, customerMobile?, option1?, option2?}
export const fetchBillSchema = z.object({
  mcode: operatorCode(issue('SELECT_BILLER')),
  service_no: text({ error: issue('SERVICE_NUMBER_REQUIRED') })
    .trim()
    .min(1, issue('SERVICE_NUMBER_REQUIRED'))
    .regex(SERVICE_NUMBER_PATTERN, issue('SERVICE_NUMBER_INVALID')),
  /** Required by the electricity and gas forms; postpaid sends none (docs/product-2.md §7). */
  customerMobile: text()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().regex(MOBILE_PATTERN, issue('MOBILE_INVALID')).optional()),
  option1: optionalText,
  option2: optionalText,
});
export type FetchBillRequest = z.input<typeof fetchBillSchema>;

// POST elBill/payBill {opcode, number, amount}
export const payBillSchema = z.object({
  opcode: operatorCode(issue('PAY_SERVICE_REQUIRED')),
  number: text({ error: issue('PAY_ACCOUNT_REQUIRED') })
    .trim()
    .min(1, issue('PAY_ACCOUNT_REQUIRED'))
    .regex(SERVICE_NUMBER_PATTERN, issue('PAY_ACCOUNT_REQUIRED')),
  amount: rupeeAmount({
    min: 1n,
    max: RECHARGE_MAX_PAISE,
    messages: {
      required: issue('BILL_AMOUNT_INVALID'),
      min: issue('BILL_AMOUNT_INVALID'),
      max: issue('AMOUNT_MAX'),
    },
  }),
});
export type PayBillRequest = z.input<typeof payBillSchema>;

// POST plan/Mobplan {mobileNumber} (+ Kosh's optional operator and circle overrides)
export const mobilePlanRequestSchema = z.object({
  mobileNumber: text({ error: issue('RECHARGE_MOBILE_SHORT') })
    .trim()
    .regex(MOBILE_PATTERN, issue('MOBILE_INVALID')),
  opcode: text().trim().max(32).optional(),
  circle: text().trim().max(8).optional(),
});
export type MobilePlanRequest = z.input<typeof mobilePlanRequestSchema>;

export const mobilePlanSchema = z.object({
  id: z.string(),
  rs: z.number(),
  desc: z.string(),
  validity: z.string(),
  name: z.string(),
});
export type MobilePlan = z.infer<typeof mobilePlanSchema>;

export const mobilePlanResponseSchema = successEnvelope(
  ['success', 'result', 'tokenValid', 'message'],
  {
    /** Why no plans (SELECT_OPERATOR, SELECT_CIRCLE): the screen acts on the code, not the text. */
    code: messageCodeSchema.optional(),
    plans: z.object({
      /** "0" means ok (docs/product-1.md §3). */
      ERROR: z.string(),
      STATUS: z.string(),
      Operator: z.string(),
      OperatorName: z.string(),
      Circle: z.string(),
      CircleName: z.string(),
      /** The plans by category, FULLTT first. */
      RDATA: z.record(z.string(), z.array(mobilePlanSchema)),
    }),
  },
  { loose: ['success', 'result'] },
);
export type MobilePlanResponse = z.infer<typeof mobilePlanResponseSchema>;

export const RECHARGE_STATUSES = ['Success', 'Failure', 'Pending'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

/**
 * The answer to every recharge and bill payment. `code` (and `params`) say which of the
 * catalogue's outcome messages `message` is — paid, pending or refunded — so a client shows it in
 * its reader's language without reading the English.
 */
export const rechargeResultResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message'],
  {
    code: messageCodeSchema,
    params: messageParamsSchema.optional(),
    data: z.object({
      /** The recharge id (RId in the history). */
      orderId: z.string(),
      status: z.enum(RECHARGE_STATUSES),
      amount: z.number(),
      number: z.string(),
      operator: z.string(),
      /** The spendable balance after this payment, in rupees. */
      balance: z.number(),
    }),
  },
  { loose: ['result', 'success'] },
);
export type RechargeResultResponse = z.infer<typeof rechargeResultResponseSchema>;

/**
 * GET v1/recharges/{orderId} and POST v1/recharges/{orderId}/check (Kosh's additions): one
 * payment as it stands now, so a pending one can settle on screen without a reload. `check` asks
 * the aggregator at once instead of waiting for the poller.
 */
export const rechargeOrderParamsSchema = z.object({
  orderId: text().regex(/^KR\d{16}$/, issue('RECHARGE_NOT_FOUND')),
});
export const rechargeStatusResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message'],
  {
    code: messageCodeSchema,
    params: messageParamsSchema.optional(),
    data: rechargeResultResponseSchema.shape.data.extend({
      /** ISO date-times: when it was paid, and when the outcome became known (null while pending). */
      createdAt: z.string(),
      settledAt: z.string().nullable(),
      /** Set on a failure: the held amount went back to the wallet. */
      refunded: z.boolean(),
      /** Whether "Check status" may be pressed now (pending, and not asked in the last minute). */
      canCheck: z.boolean(),
    }),
  },
);
export type RechargeStatusResponse = z.infer<typeof rechargeStatusResponseSchema>;

export const fetchBillResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message'],
  {
    data: z.object({
      customername: z.string(),
      /** Rupees. */
      dueamount: z.number(),
      /** yyyy-MM-dd; the screens show dd/MM/yyyy. */
      duedate: z.string(),
      billdate: z.string(),
      billnumber: z.string(),
      service_no: z.string(),
      operator: z.string(),
      operatorName: z.string(),
      /** Whether this bill was already paid through Kosh. */
      paid: z.boolean(),
    }),
  },
);
export type FetchBillResponse = z.infer<typeof fetchBillResponseSchema>;

// GET /api/v1/recharge/lookup?mobile=
export const lookupResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message'],
  {
    data: z.object({
      opcode: z.string().nullable(),
      operator: z.string().nullable(),
      circle: z.string().nullable(),
      circleName: z.string().nullable(),
    }),
  },
);
export type LookupResponse = z.infer<typeof lookupResponseSchema>;

export const circlesResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message'],
  {
    data: z.array(z.object({ code: z.string(), name: z.string() })),
  },
);

// POST user/getRechLogs {fromdate, todate}
export const getRechargeLogsSchema = z
  .object({
    fromdate: wireDate,
    todate: wireDate,
    /** Kosh's addition: matches the number, the recharge id or the operator. */
    search: text().trim().max(50).optional(),
  })
  .refine(dateRangeInOrder, { message: DATE_RANGE_MESSAGE, path: ['fromdate'] });
export type GetRechargeLogs = z.input<typeof getRechargeLogsSchema>;

/** Codes that add money to the wallet (docs/product-1.md §3); every other code is a debit. */
export const CREDIT_CODES = ['WALLET', 'WALLET_CREDIT'] as const;

/** What a Balance History entry is (rechargeLogRowSchema.entryKind). */
export const HISTORY_ENTRY_KINDS = [
  'payment',
  'refund',
  'topup_online',
  'topup_offline',
  'hotel',
  'hotel_refund',
  'transfer_sent',
  'transfer_received',
  'payout',
  'payout_refund',
  'payout_reversal',
  'other',
] as const;
export type HistoryEntryKind = (typeof HISTORY_ENTRY_KINDS)[number];

export const rechargeLogRowSchema = z.object({
  /** The number recharged or the service number (for a top-up: its reference). */
  rechNo: z.string(),
  /** Rupees, unsigned; Code says the sign. */
  amount: z.number(),
  /** ISO date-time. */
  doe: z.string(),
  RId: z.string(),
  /** The spendable balance right after this entry, in rupees. */
  Wallet_Bal: z.number(),
  status: z.enum(RECHARGE_STATUSES),
  Code: z.string(),
  complain_flag: z.union([z.literal(0), z.literal(1)]),
  /** JSON text: order_id, complain_status, response_message, recharge_number, amount, … */
  complainStatus: z.string().nullable(),
  /** Kosh's additions for the details. */
  operator: z.string(),
  service: z.string(),
  description: z.string(),
  /**
   * What the entry is, for a client that words it in the reader's language (service and
   * description are English): a payment or the refund of one (of `serviceKind`), a top-up online
   * or by bank/cash, a hotel booking or its refund, money sent to or received from another
   * wallet, a bank transfer or its money back, or another movement (Code names it).
   */
  entryKind: z.enum(HISTORY_ENTRY_KINDS),
  /** The service paid for, for a payment and its refund; null otherwise. */
  serviceKind: serviceKindSchema.nullable(),
  /** A payment's operator code, circle, plan and biller fields: what Repeat fills in again. */
  operatorCode: z.string().optional(),
  circle: z.string().nullable().optional(),
  planId: z.string().nullable().optional(),
  option1: z.string().optional(),
  option2: z.string().optional(),
  /** A bill payment's BBPS transaction reference, once the aggregator has given one. */
  bbpsRef: z.string().nullable().optional(),
  /** A bank transfer's UTR, once the bank has processed it. */
  utr: z.string().nullable().optional(),
  /** An online top-up's method (card, UPI) and masked UPI id, when known. */
  ...topupPaidWithShape,
});
export type RechargeLogRow = z.infer<typeof rechargeLogRowSchema>;

export const rechargeLogsResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message'],
  {
    data: z.array(rechargeLogRowSchema),
  },
  { loose: ['result', 'success'] },
);
export type RechargeLogsResponse = z.infer<typeof rechargeLogsResponseSchema>;

// POST recharge/Complain {order_id, message}
export const complainSchema = z.object({
  order_id: text({ error: issue('COMPLAINT_MESSAGE_REQUIRED') })
    .trim()
    .min(1, issue('COMPLAINT_MESSAGE_REQUIRED'))
    .max(64),
  message: text({ error: issue('COMPLAINT_MESSAGE_REQUIRED') })
    .trim()
    .min(1, issue('COMPLAINT_MESSAGE_REQUIRED'))
    .max(COMPLAINT_MAX_LENGTH, `Use at most ${COMPLAINT_MAX_LENGTH} characters.`),
});
export type ComplainRequest = z.input<typeof complainSchema>;

// POST recharge/getComplainStatus {order_id}
export const complainStatusRequestSchema = z.object({
  order_id: text({ error: issue('COMPLAINT_ORDER_ID_REQUIRED') })
    .trim()
    .min(1, issue('COMPLAINT_ORDER_ID_REQUIRED'))
    .max(64),
});

export const COMPLAINT_STATUSES = ['Open', 'In progress', 'Resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const complaintDetailsSchema = z.object({
  order_id: z.string(),
  complain_status: z.enum(COMPLAINT_STATUSES),
  response_message: z.string(),
  recharge_number: z.string(),
  amount: z.number(),
  recharge_status: z.enum(RECHARGE_STATUSES),
  recharge_date: z.string(),
  message: z.string(),
  complain_date: z.string(),
});
export type ComplaintDetails = z.infer<typeof complaintDetailsSchema>;

export const complainStatusResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message'],
  {
    /** status 1: no complaint found; 0: found, with its details. */
    data: z.union([
      z.object({ status: z.literal(1) }),
      complaintDetailsSchema.extend({ status: z.literal(0) }),
    ]),
  },
  { loose: ['result', 'success'] },
);
export type ComplainStatusResponse = z.infer<typeof complainStatusResponseSchema>;

// Back office
export const adminComplaintsQuerySchema = z.object({
  status: z.enum(COMPLAINT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminComplaintSchema = complaintDetailsSchema.extend({
  id: z.string(),
  customerMobile: z.string(),
  customerName: z.string(),
  operator: z.string(),
  answered_at: z.string().nullable(),
});
export type AdminComplaint = z.infer<typeof adminComplaintSchema>;

export const adminComplaintListSchema = successEnvelope(['result', 'success', 'message'], {
  data: z.array(adminComplaintSchema),
  total: z.number(),
});

export const answerComplaintSchema = z.object({
  response: text({ error: issue('COMPLAINT_ANSWER_REQUIRED') })
    .trim()
    .min(2, issue('COMPLAINT_ANSWER_REQUIRED'))
    .max(COMPLAINT_MAX_LENGTH, `Use at most ${COMPLAINT_MAX_LENGTH} characters.`),
  status: z.enum(['In progress', 'Resolved']).default('Resolved'),
});
export type AnswerComplaint = z.input<typeof answerComplaintSchema>;

// ---- the routes' own shapes ------------------------------------------------------------------

// GET /api/v1/recharge/lookup?mobile=
export const lookupQuerySchema = z.object({
  mobile: text({ error: issue('MOBILE_INVALID') }).regex(MOBILE_PATTERN, issue('MOBILE_INVALID')),
});

export const complainResponseSchema = successEnvelope([
  'result',
  'success',
  'tokenValid',
  'message',
]);
export type ComplainResponse = z.infer<typeof complainResponseSchema>;

export type AdminComplaintList = z.infer<typeof adminComplaintListSchema>;

export const complaintParamsSchema = uuidParamsSchema('COMPLAINT_NOT_FOUND');

export const answerComplaintResponseSchema = successEnvelope(['result', 'success', 'message']);
export type AnswerComplaintResponse = z.infer<typeof answerComplaintResponseSchema>;
