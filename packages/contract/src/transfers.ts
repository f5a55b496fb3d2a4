import { z } from 'zod';
import { mobileSchema } from './auth';
import { uuidParamsSchema } from './common/http';
import { pageNumber } from './common/list-query';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { issue } from './messages/catalogue';
import { rupeeAmount } from './wallet';

/**
 * Money between two Kosh wallets: a transfer to a mobile number (one ledger transfer, wallet to
 * wallet, made at once or not at all), and a request for money that the other customer pays with
 * one tap or declines. Amounts are rupees on the wire, as everywhere in Kosh's API.
 */

/** The most one transfer may move: the most a full-KYC wallet may send in a month to others. */
export const TRANSFER_MAX_PAISE = 2_00_000_00n;
export const TRANSFER_NOTE_MAX = 50;
/** A request for money lapses this long after it was made. */
export const MONEY_REQUEST_TTL_DAYS = 7;
/** How many requests a customer may have waiting at once. */
export const MONEY_REQUESTS_OPEN_MAX = 10;

const amount = rupeeAmount({
  min: 1n,
  max: TRANSFER_MAX_PAISE,
  messages: {
    required: issue('TRANSFER_AMOUNT_REQUIRED'),
    min: issue('TRANSFER_AMOUNT_INVALID'),
    max: issue('TRANSFER_AMOUNT_TOO_LARGE'),
  },
});

const note = text({ error: issue('TRANSFER_NOTE_TOO_LONG') })
  .trim()
  .max(TRANSFER_NOTE_MAX, issue('TRANSFER_NOTE_TOO_LONG'))
  .default('');

// POST /api/v1/transfers/lookup {mobile}
export const transferLookupRequestSchema = z.object({ mobile: mobileSchema });
export type TransferLookupRequest = z.input<typeof transferLookupRequestSchema>;

/** Why a number cannot be sent to: not on Kosh, the customer's own, or not taking money now. */
export const TRANSFER_REFUSALS = ['NOT_ON_KOSH', 'SELF', 'CANNOT_RECEIVE'] as const;
export type TransferRefusal = (typeof TRANSFER_REFUSALS)[number];

export const transferLookupResponseSchema = successEnvelope(['result'], {
  data: z.object({
    /**
     * The receiver's name as KYC approved it (their personal details' name; the sign-up name until
     * those are approved), partly masked ("Ravi K****"); null for a number not on Kosh or not a
     * customer's.
     */
    name: z.string().nullable(),
    canReceive: z.boolean(),
    reason: z.enum(TRANSFER_REFUSALS).optional(),
  }),
});
export type TransferLookupResponse = z.infer<typeof transferLookupResponseSchema>;

// POST /api/v1/transfers/invite {mobile}: an SMS inviting a number that is not on Kosh yet.
export const transferInviteRequestSchema = transferLookupRequestSchema;
export const transferInviteResponseSchema = successEnvelope(['result'], {
  data: z.object({ sent: z.literal(true) }),
});

// POST /api/v1/transfers/wallet {mobile, amount, note?}
export const sendToWalletRequestSchema = z.object({
  mobile: mobileSchema,
  amount,
  note,
});
export type SendToWalletRequest = z.input<typeof sendToWalletRequestSchema>;

export const walletTransferSchema = z.object({
  id: z.uuid(),
  /** What the customer quotes: KT and digits. */
  reference: z.string(),
  /** Sent by this customer, or received by them. */
  direction: z.enum(['sent', 'received']),
  /** The other customer: the name as it is shown (masked for a receiver), and the number. */
  counterparty: z.object({ name: z.string().nullable(), mobile: z.string() }),
  /** Rupees. */
  amount: z.number(),
  note: z.string(),
  /** A transfer is made whole or not at all. */
  status: z.literal('success'),
  /** The request for money it paid, if any. */
  moneyRequestId: z.uuid().nullable(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type WalletTransfer = z.infer<typeof walletTransferSchema>;

export const walletTransferResponseSchema = successEnvelope(['result'], {
  data: walletTransferSchema,
});
export type WalletTransferResponse = z.infer<typeof walletTransferResponseSchema>;

export const transferParamsSchema = uuidParamsSchema('TRANSFER_NOT_FOUND');

// GET /api/v1/transfers?page= : the customer's transfers, sent and received, newest first.
export const TRANSFERS_PAGE_SIZE = 20;
export const transfersQuerySchema = z.object({ page: pageNumber });
export const transfersResponseSchema = successEnvelope(['result'], {
  data: z.array(walletTransferSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TransfersResponse = z.infer<typeof transfersResponseSchema>;

// POST /api/v1/money-requests {mobile, amount, note?}
export const createMoneyRequestSchema = sendToWalletRequestSchema;
export type CreateMoneyRequest = z.input<typeof createMoneyRequestSchema>;

export const MONEY_REQUEST_STATUSES = ['open', 'paid', 'declined', 'expired'] as const;
export type MoneyRequestStatus = (typeof MONEY_REQUEST_STATUSES)[number];

export const moneyRequestSchema = z.object({
  id: z.uuid(),
  /** Asked by this customer of another, or asked of this customer. */
  direction: z.enum(['asked', 'owed']),
  counterparty: z.object({ name: z.string().nullable(), mobile: z.string() }),
  amount: z.number(),
  note: z.string(),
  status: z.enum(MONEY_REQUEST_STATUSES),
  /** The transfer that paid it. */
  transferId: z.uuid().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type MoneyRequest = z.infer<typeof moneyRequestSchema>;

export const moneyRequestResponseSchema = successEnvelope(['result'], { data: moneyRequestSchema });
export type MoneyRequestResponse = z.infer<typeof moneyRequestResponseSchema>;

// GET /api/v1/money-requests: the customer's requests, both ways, newest first.
export const moneyRequestsResponseSchema = successEnvelope(['result'], {
  data: z.array(moneyRequestSchema),
});
export type MoneyRequestsResponse = z.infer<typeof moneyRequestsResponseSchema>;

export const moneyRequestParamsSchema = uuidParamsSchema('MONEY_REQUEST_NOT_FOUND');

// POST /api/v1/money-requests/{id}/pay → the transfer; /decline → the request.
export const payMoneyRequestResponseSchema = walletTransferResponseSchema;
