import { z } from 'zod';
import { pageNumber, searchText } from './common/list-query';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { issue } from './messages/catalogue';
import { PAYOUT_MODES, PAYOUT_STATUSES } from './payouts';

/**
 * The back office's sending desk: every wallet-to-wallet transfer and bank payout, the month's
 * totals against the RBI's sending limits, and holds on a customer's outgoing money. Amounts are
 * rupees on the wire; days and months are India's. English only, as the whole back office is.
 */

export const ADMIN_TRANSFERS_PAGE_SIZE = 25;

/** A payout not final and older than this is stuck: the provider owes an answer. */
export const PAYOUT_STUCK_MINUTES = 15;

/** A monthly limit this much used (or more) is flagged. */
export const NEAR_LIMIT_PERCENT = 90;

/** Payout statuses still waiting for the bank's answer. */
export const OPEN_PAYOUT_STATUSES = ['created', 'queued', 'pending', 'processing'] as const;

/** A day in India, yyyy-MM-dd, that exists in the calendar. */
const isoDay = text({ error: issue('TICKET_DATE_FORMAT') })
  .trim()
  // Years 1900–2199: a day the database's timestamps hold, whatever is typed.
  .regex(/^(19|20|21)\d{2}-\d{2}-\d{2}$/, issue('TICKET_DATE_FORMAT'))
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    issue('TICKET_DATE_FORMAT'),
  );

/** A rupee bound of an amount filter: 0 or more, at most two decimals, as typed (no exponent). */
const rupeeBound = z
  .string({ error: issue('AMOUNT_FILTER_INVALID') })
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, issue('AMOUNT_FILTER_INVALID'))
  .transform(Number);

/** A list's page, at most the millionth (further is past any list and past what SQL takes). */
const page = pageNumber.pipe(z.number().max(1_000_000, issue('PAGE_INVALID')));

/** What both lists share: a range of days, a range of amounts, a search and a page. */
const listShape = {
  from: isoDay.optional(),
  to: isoDay.optional(),
  minAmount: rupeeBound.optional(),
  maxAmount: rupeeBound.optional(),
  q: searchText.optional(),
  page,
};

type Ranges = { from?: string; to?: string; minAmount?: number; maxAmount?: number };
const dateOrder = (q: Ranges) => !q.from || !q.to || q.from <= q.to;
const amountOrder = (q: Ranges) =>
  q.minAmount === undefined || q.maxAmount === undefined || q.minAmount <= q.maxAmount;

/**
 * A wallet transfer has no status of its own (a row is a transfer that happened), so its list's
 * `status` says how it came about: paying a request for money, or sent unasked.
 */
export const ADMIN_TRANSFER_KINDS = ['request', 'direct'] as const;
export type AdminTransferKind = (typeof ADMIN_TRANSFER_KINDS)[number];

// GET admin/transfers?status&from&to&minAmount&maxAmount&q&page
export const adminTransfersQuerySchema = z
  .object({
    status: z.enum(ADMIN_TRANSFER_KINDS, { error: issue('INVALID_VALUE') }).optional(),
    ...listShape,
  })
  .refine(dateOrder, { path: ['to'], message: issue('DATE_RANGE') })
  .refine(amountOrder, { path: ['maxAmount'], message: issue('AMOUNT_RANGE') });
export type AdminTransfersQuery = z.input<typeof adminTransfersQuerySchema>;

// GET admin/payouts?status&from&to&minAmount&maxAmount&q&stuck&page
export const adminPayoutsQuerySchema = z
  .object({
    status: z.enum(PAYOUT_STATUSES, { error: issue('INVALID_VALUE') }).optional(),
    stuck: z
      .enum(['true', 'false'], { error: issue('INVALID_VALUE') })
      .optional()
      .transform((v) => v === 'true'),
    ...listShape,
  })
  .refine(dateOrder, { path: ['to'], message: issue('DATE_RANGE') })
  .refine(amountOrder, { path: ['maxAmount'], message: issue('AMOUNT_RANGE') });
export type AdminPayoutsQuery = z.input<typeof adminPayoutsQuerySchema>;

// GET admin/transfers/monthly?month&q&page
export const adminMonthlyQuerySchema = z.object({
  /** yyyy-MM, India's calendar month (this month when left out). */
  month: text({ error: issue('MONTH_FORMAT') })
    .trim()
    .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, issue('MONTH_FORMAT'))
    .optional(),
  q: searchText.optional(),
  page,
});
export type AdminMonthlyQuery = z.input<typeof adminMonthlyQuerySchema>;

// POST admin/customers/:userId/outgoing-hold {reason}
export const placeHoldRequestSchema = z.object({
  reason: text({ error: issue('OUTGOING_HOLD_REASON_INVALID') })
    .trim()
    .min(5, issue('OUTGOING_HOLD_REASON_INVALID'))
    .max(200, issue('OUTGOING_HOLD_REASON_INVALID')),
});
export type PlaceHoldRequest = z.input<typeof placeHoldRequestSchema>;

export const adminCustomerParamsSchema = z.object({
  userId: z.uuid(issue('CUSTOMER_NOT_FOUND')),
});

export const adminPayoutParamsSchema = z.object({ id: z.uuid(issue('PAYOUT_NOT_FOUND')) });

/** Who a row is about: Kosh's id for the customer, and what an agent reads out. */
export const adminPartySchema = z.object({
  userId: z.string(),
  name: z.string(),
  mobile: z.string(),
});
export type AdminParty = z.infer<typeof adminPartySchema>;

export const adminWalletTransferSchema = z.object({
  id: z.string(),
  /** KT and twelve digits: what the customers quote. */
  reference: z.string(),
  sender: adminPartySchema,
  receiver: adminPartySchema,
  /** Rupees. */
  amount: z.number(),
  note: z.string(),
  /** Whether it paid a request for money. */
  paidRequest: z.boolean(),
  createdAt: z.string(),
});
export type AdminWalletTransfer = z.infer<typeof adminWalletTransferSchema>;

const pageFields = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

export const adminTransfersResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(adminWalletTransferSchema),
  ...pageFields,
});
export type AdminTransfersResponse = z.infer<typeof adminTransfersResponseSchema>;

export const adminPayoutSchema = z.object({
  id: z.string(),
  customer: adminPartySchema,
  beneficiary: z.object({
    id: z.string(),
    /** The customer's own KYC-verified account, or one they added. */
    own: z.boolean(),
    /** Masked to the last four digits. */
    accountNumber: z.string(),
    ifsc: z.string(),
    bankName: z.string(),
    holderName: z.string(),
  }),
  amount: z.number(),
  mode: z.enum(PAYOUT_MODES),
  status: z.enum(PAYOUT_STATUSES),
  /** Counted against the pre-registered limit when made (else the ₹10,000 one). */
  preRegistered: z.boolean(),
  providerPayoutId: z.string().nullable(),
  utr: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whole minutes since it was made. */
  ageMinutes: z.number().int(),
  /** Not final and older than PAYOUT_STUCK_MINUTES. */
  stuck: z.boolean(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const adminPayoutsResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(adminPayoutSchema),
  ...pageFields,
});
export type AdminPayoutsResponse = z.infer<typeof adminPayoutsResponseSchema>;

export const PAYOUT_EVENT_SOURCES = ['create', 'webhook', 'fetch', 'admin'] as const;

export const adminPayoutEventSchema = z.object({
  id: z.string(),
  /** Where the status was seen: the create call, a webhook, reconciliation's fetch, an admin. */
  source: z.enum(PAYOUT_EVENT_SOURCES),
  status: z.string(),
  utr: z.string().nullable(),
  providerEventId: z.string().nullable(),
  receivedAt: z.string(),
  /** What the provider sent, as it came. */
  payload: z.unknown(),
});
export type AdminPayoutEvent = z.infer<typeof adminPayoutEventSchema>;

export const adminLedgerTransferSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** held, posted or voided. */
  status: z.string(),
  amount: z.number(),
  createdAt: z.string(),
});

export const adminPayoutDetailResponseSchema = successEnvelope(['result', 'success'], {
  data: adminPayoutSchema.extend({
    events: z.array(adminPayoutEventSchema),
    transfers: z.array(adminLedgerTransferSchema),
  }),
});
export type AdminPayoutDetailResponse = z.infer<typeof adminPayoutDetailResponseSchema>;
export type AdminPayoutDetail = AdminPayoutDetailResponse['data'];

const limitUse = z.object({
  /** Rupees sent this month, and the limit. */
  sent: z.number(),
  max: z.number(),
  /** Whole per cent of the limit used (may pass 100 only if the limit changed meanwhile). */
  usedPercent: z.number().int(),
});

export const adminMonthlyRowSchema = z.object({
  customer: adminPartySchema,
  kycLevel: z.enum(['min', 'full']),
  /** To pre-registered beneficiaries (own account, beneficiaries past cooling). */
  preRegistered: limitUse,
  /** Wallet transfers and payouts to beneficiaries still cooling. */
  other: limitUse,
  /** Either limit at NEAR_LIMIT_PERCENT or more. */
  nearLimit: z.boolean(),
  /** A hold on their outgoing money is in force. */
  onHold: z.boolean(),
});
export type AdminMonthlyRow = z.infer<typeof adminMonthlyRowSchema>;

export const adminMonthlyResponseSchema = successEnvelope(['result', 'success'], {
  month: z.string(),
  data: z.array(adminMonthlyRowSchema),
  ...pageFields,
});
export type AdminMonthlyResponse = z.infer<typeof adminMonthlyResponseSchema>;

export const adminHoldSchema = z.object({
  id: z.string(),
  customer: adminPartySchema,
  reason: z.string(),
  placedBy: z.object({ userId: z.string(), name: z.string() }),
  placedAt: z.string(),
  liftedBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
  liftedAt: z.string().nullable(),
});
export type AdminHold = z.infer<typeof adminHoldSchema>;

export const adminHoldResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: adminHoldSchema,
});
export type AdminHoldResponse = z.infer<typeof adminHoldResponseSchema>;

export const adminHoldsResponseSchema = successEnvelope(['result', 'success'], {
  /** In force now, newest first. */
  inForce: z.array(adminHoldSchema),
  /** Lifted, the 50 most recently lifted first. */
  recent: z.array(adminHoldSchema),
});
export type AdminHoldsResponse = z.infer<typeof adminHoldsResponseSchema>;
