import {
  FULL_KYC_SECTIONS,
  KYC_SECTIONS,
  kycCanSubmit,
  type KycRecord,
  type KycSection,
  type KycStatus,
} from '@kosh/contract/kyc';

export interface SectionState {
  status: KycStatus;
  /** Why an admin rejected it ('' unless the status is "3"). */
  reason: string;
  /** Whether it was checked online (the provider) rather than from an uploaded document. */
  online: boolean;
}

/**
 * A section's state in the record. The record keeps the spec's names: PStatus is the PAN's
 * status (docs/product-1.md §3), PersonalStatus the personal details'.
 */
export function sectionState(record: KycRecord, section: KycSection): SectionState {
  switch (section) {
    case 'personal':
      return { status: record.PersonalStatus, reason: record.personalReason, online: false };
    case 'pan':
      return {
        status: record.PStatus,
        reason: record.panReason,
        online: record.OnlinePanVerify === '1',
      };
    case 'bank':
      return {
        status: record.bankstatus,
        reason: record.bankReason,
        online: record.OnlineBankVerify === '1',
      };
    case 'aadhaar':
      return {
        status: record.Aastatus,
        reason: record.aadhaarReason,
        online: record.OnlineAadhaarVerify === '1',
      };
  }
}

/** How many of the sections that make a wallet full-KYC are approved. */
export const verifiedCount = (record: KycRecord) =>
  FULL_KYC_SECTIONS.filter((section) => sectionState(record, section).status === '1').length;

/** Whether the section's form shows: statuses 0, 2 and 3 (docs/product-1.md §4). */
export const showsForm = (status: KycStatus) => kycCanSubmit(status);

/** Whether the customer still has to act on it: nothing sent yet, or sent back. */
const awaitsCustomer = (status: KycStatus) => status === '0' || status === '3';

/** The tab the screen opens on: the first section waiting for the customer, else Personal. */
export function firstOpenSection(record: KycRecord): KycSection {
  return (
    KYC_SECTIONS.find((section) => awaitsCustomer(sectionState(record, section).status)) ??
    'personal'
  );
}

/** After a section is sent: the next one (in tab order) waiting for the customer, if any. */
export function nextOpenSection(record: KycRecord, after: KycSection): KycSection | null {
  const start = KYC_SECTIONS.indexOf(after);
  const order = [...KYC_SECTIONS.slice(start + 1), ...KYC_SECTIONS.slice(0, start)];
  return order.find((section) => awaitsCustomer(sectionState(record, section).status)) ?? null;
}
