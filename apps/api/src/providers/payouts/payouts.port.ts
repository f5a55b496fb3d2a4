import type { CallbackSignature, HeaderReader } from '../provider-callbacks';

/**
 * What Kosh needs from a payouts provider (money from Kosh's account to a customer's bank
 * account), both ways: a bank account registered once, payouts created under Kosh's own id as the
 * idempotency key, fetched by id or by Kosh's reference for reconciliation; and the provider's
 * signed status webhooks, read by its adapter (`providers/payouts/<vendor>/`).
 */

export type PayoutStatus =
  'queued' | 'pending' | 'processing' | 'processed' | 'rejected' | 'failed' | 'reversed';
export type PayoutMode = 'IMPS' | 'NEFT';

/** A payout as the provider has it now. */
export interface ProviderPayout {
  id: string;
  /** Kosh's payout id, given when it was created. */
  reference: string | null;
  amountPaise: bigint;
  mode: PayoutMode;
  status: PayoutStatus;
  /** The bank's reference, once processed. */
  utr: string | null;
  /** Why it was rejected, failed or reversed. */
  failureReason: string | null;
}

/** A status webhook, read. */
export interface PayoutEvent {
  /** The same on every redelivery: what deduplicates it. */
  eventId: string;
  payout: ProviderPayout;
  payload: unknown;
}

export interface PayoutsProvider {
  /** A bank account to pay, registered with the provider; its id is what payouts name. */
  registerAccount(input: {
    holderName: string;
    ifsc: string;
    accountNumber: string;
    /** Kosh's id of the beneficiary. */
    reference: string;
  }): Promise<{ accountId: string }>;
  /**
   * A payout, made once per `reference` (Kosh's payout id, sent as the idempotency key). Throws
   * PayoutTimeoutError when no answer came: whether it was made is then found by reference.
   */
  createPayout(input: {
    reference: string;
    accountId: string;
    amountPaise: bigint;
    mode: PayoutMode;
    narration: string;
  }): Promise<ProviderPayout>;
  fetchPayout(id: string): Promise<ProviderPayout | null>;
  /** The payouts made under Kosh's reference (none when the create never reached the provider). */
  findByReference(reference: string): Promise<ProviderPayout[]>;
  readonly webhookSignature: CallbackSignature;
  /** A signed webhook as a PayoutEvent; throws CallbackRejectedError otherwise. */
  parseWebhook(header: HeaderReader, rawBody: Buffer): PayoutEvent;
}

/** The provider refused or could not be reached; `status` is its HTTP status when it answered. */
export class PayoutsError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly field?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PayoutsError';
  }
}

/** The request may have reached the provider: the outcome is unknown, find it by reference. */
export class PayoutTimeoutError extends PayoutsError {
  constructor(options?: { cause?: unknown }) {
    super('the payouts provider did not answer in time', undefined, undefined, options);
    this.name = 'PayoutTimeoutError';
  }
}
