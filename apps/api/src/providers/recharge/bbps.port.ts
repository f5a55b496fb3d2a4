import type { BbpsComplaintStatus, BbpsComplaintType } from '@kosh/contract/bbps-complaints';
import type { CatalogueBiller, CatalogueCategory } from '@kosh/contract/billers';

/**
 * The aggregator's biller catalogue (BBPS's billers, described by data), as Kosh reads it. Its
 * answers are checked entry by entry: one biller that does not read as a biller is set aside
 * (`rejected`), never the whole page.
 */
export interface BbpsBillers {
  /** Every category, and the catalogue's version (it moves on whenever anything in it changes). */
  categories(): Promise<{ categories: CatalogueCategory[]; version: number; updatedAt: string }>;
  /** One page of every category's billers, in the aggregator's order. */
  billers(
    page: number,
    pageSize: number,
  ): Promise<{ billers: CatalogueBiller[]; total: number; rejected: string[] }>;
}

/** A bill as a catalogue biller's fetch answers it (amounts in integer paise). */
export interface BbpsBill {
  /** The aggregator's id of this fetch: what a payment of the bill quotes. */
  fetchId: string;
  customerName: string;
  amountPaise: bigint;
  billNumber: string;
  /** yyyy-MM-dd */
  billDate: string;
  dueDate: string;
  extraFields: { name: string; value: string }[];
}

/**
 * What a fetch or a validation found: the bill (or the account's holder), no bill due, an account
 * the biller does not know (`field`: the parameter it named), or an answer still to come.
 */
export type BbpsLookup<Found> =
  | ({ kind: 'found' } & Found)
  | { kind: 'none' }
  | { kind: 'rejected'; field: string | null }
  | { kind: 'pending' };

/** Bill fetch and account validation for a catalogue biller (BbpsBillers' other half). */
export interface BbpsAccounts {
  fetchBill(billerId: string, params: Record<string, string>): Promise<BbpsLookup<BbpsBill>>;
  validateAccount(
    billerId: string,
    params: Record<string, string>,
  ): Promise<BbpsLookup<{ customerName: string }>>;
}

/** A BBPS complaint as the aggregator keeps it. */
export interface BbpsComplaintRecord {
  complaintId: string;
  status: BbpsComplaintStatus;
  /** The biller's answer, once there is one. */
  resolution: string | null;
}

/**
 * BBPS's complaints on bill payments: raised against a payment by Kosh's reference (the same
 * type raised again answers the open one), then read until the biller answers.
 */
export interface BbpsComplaints {
  raiseComplaint(input: {
    clientRef: string;
    type: BbpsComplaintType;
    description: string;
  }): Promise<BbpsComplaintRecord>;
  /** null when the aggregator does not know the complaint. */
  complaintStatus(complaintId: string): Promise<BbpsComplaintRecord | null>;
}
