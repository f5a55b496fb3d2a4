import { razorpayId, unixNow } from '../payments/payments.store';

/**
 * A payouts API in the style of RazorpayX: contacts, their bank accounts ("fund accounts"), and
 * payouts to them that move through queued → pending → processing → processed (the bank's UTR),
 * or end rejected or failed, or come back reversed after being processed.
 */

export type PayoutStatus =
  'queued' | 'pending' | 'processing' | 'processed' | 'rejected' | 'failed' | 'reversed';
export const FINAL_STATUSES: readonly PayoutStatus[] = [
  'processed',
  'rejected',
  'failed',
  'reversed',
];
export type PayoutMode = 'IMPS' | 'NEFT';

export interface ContactEntity {
  id: string;
  entity: 'contact';
  name: string;
  contact: string | null;
  email: string | null;
  type: string;
  reference_id: string | null;
  active: true;
  created_at: number;
}

export interface FundAccountEntity {
  id: string;
  entity: 'fund_account';
  contact_id: string;
  account_type: 'bank_account';
  bank_account: { ifsc: string; bank_name: string; name: string; account_number: string };
  active: true;
  created_at: number;
}

export interface PayoutEntity {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: 'INR';
  fees: number;
  tax: number;
  status: PayoutStatus;
  purpose: string;
  utr: string | null;
  mode: PayoutMode;
  reference_id: string | null;
  narration: string | null;
  failure_reason: string | null;
  status_details: { description: string; source: string; reason: string } | null;
  created_at: number;
}

/**
 * What the last four digits of the beneficiary's account number make of a payout (the README's
 * table): fails at the bank, a slow bank, reversed after processing, rejected, or the create call
 * never answered (the payout is made all the same).
 */
export type PayoutFate = 'processed' | 'failed' | 'slow' | 'reversed' | 'rejected' | 'no-answer';
export function fateOf(accountNumber: string): PayoutFate {
  if (accountNumber.endsWith('0000')) return 'failed';
  if (accountNumber.endsWith('1111')) return 'slow';
  if (accountNumber.endsWith('2222')) return 'reversed';
  if (accountNumber.endsWith('3333')) return 'rejected';
  if (accountNumber.endsWith('4444')) return 'no-answer';
  return 'processed';
}

const BANKS: Record<string, string> = {
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  SBIN: 'State Bank of India',
  UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank',
  PUNB: 'Punjab National Bank',
  BARB: 'Bank of Baroda',
  CNRB: 'Canara Bank',
  UBIN: 'Union Bank of India',
  YESB: 'Yes Bank',
  IDFB: 'IDFC FIRST Bank',
  INDB: 'IndusInd Bank',
};
export const bankNameOf = (ifsc: string) => BANKS[ifsc.slice(0, 4)] ?? `${ifsc.slice(0, 4)} Bank`;

const DETAILS: Partial<Record<PayoutStatus, PayoutEntity['status_details']>> = {
  failed: {
    description: 'The beneficiary bank rejected the transfer: the account is closed.',
    source: 'beneficiary_bank',
    reason: 'beneficiary_bank_rejected',
  },
  rejected: {
    description: 'The payout was rejected: the beneficiary failed a compliance check.',
    source: 'business',
    reason: 'compliance_rejected',
  },
  reversed: {
    description: 'The beneficiary bank returned the money after crediting it.',
    source: 'beneficiary_bank',
    reason: 'payout_reversed',
  },
};

const LIMIT = 10_000;
const utr = () => `KOSH${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;

/** Contacts, fund accounts and payouts, in memory; empty at each start. */
export class PayoutsStore {
  readonly contacts = new Map<string, ContactEntity>();
  readonly fundAccounts = new Map<string, FundAccountEntity>();
  readonly payouts = new Map<string, PayoutEntity>();
  /** X-Payout-Idempotency → the body it was first sent with, and its payout. */
  readonly idempotency = new Map<string, { body: string; payoutId: string }>();

  private keep<V>(map: Map<string, V>, key: string, value: V) {
    map.set(key, value);
    if (map.size > LIMIT) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    return value;
  }

  addContact(input: Omit<ContactEntity, 'id' | 'entity' | 'active' | 'created_at'>) {
    const contact: ContactEntity = {
      id: razorpayId('cont'),
      entity: 'contact',
      ...input,
      active: true,
      created_at: unixNow(),
    };
    return this.keep(this.contacts, contact.id, contact);
  }

  addFundAccount(contactId: string, bank: { name: string; ifsc: string; account_number: string }) {
    const account: FundAccountEntity = {
      id: razorpayId('fa'),
      entity: 'fund_account',
      contact_id: contactId,
      account_type: 'bank_account',
      bank_account: { ...bank, bank_name: bankNameOf(bank.ifsc) },
      active: true,
      created_at: unixNow(),
    };
    return this.keep(this.fundAccounts, account.id, account);
  }

  addPayout(
    input: Pick<
      PayoutEntity,
      'fund_account_id' | 'amount' | 'mode' | 'purpose' | 'reference_id' | 'narration'
    >,
    idempotency: { key: string; body: string },
  ) {
    const payout: PayoutEntity = {
      id: razorpayId('pout'),
      entity: 'payout',
      ...input,
      currency: 'INR',
      // IMPS costs more than NEFT; GST is 18 % of the fee (paise).
      fees: input.mode === 'IMPS' ? 500 : 300,
      tax: input.mode === 'IMPS' ? 90 : 54,
      status: 'queued',
      utr: null,
      failure_reason: null,
      status_details: null,
      created_at: unixNow(),
    };
    this.keep(this.payouts, payout.id, payout);
    this.keep(this.idempotency, idempotency.key, { body: idempotency.body, payoutId: payout.id });
    return payout;
  }

  /** Moves a payout on; a processed one gets its UTR, a failed or reversed one its reason. */
  move(payout: PayoutEntity, status: PayoutStatus) {
    payout.status = status;
    if (status === 'processed') payout.utr = utr();
    const details = DETAILS[status];
    if (details) {
      payout.status_details = details;
      payout.failure_reason = details.description;
    }
    return payout;
  }

  byReference(referenceId: string) {
    return [...this.payouts.values()].filter((p) => p.reference_id === referenceId).reverse();
  }
}
