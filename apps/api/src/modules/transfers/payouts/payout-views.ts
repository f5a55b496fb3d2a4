import { paiseToRupees } from '@kosh/contract/common/money';
import type { Beneficiary, Payout, PayoutMode, PayoutStatus } from '@kosh/contract/payouts';
import { isPreRegistered, TRANSFER_LIMITS } from '../rules';
import type { BeneficiaryRow, PayoutRow } from './payouts.repository';

/** Rupees on the wire (paise inside). */
export const rupeesOf = (paise: bigint) => Number(paiseToRupees(paise));

/** An account number as the customer is shown it: X's, then its last four digits. */
export const maskAccount = (accountNumber: string) =>
  'X'.repeat(Math.max(accountNumber.length - 4, 0)) + accountNumber.slice(-4);

/** The own account is "own" on the wire: its row is replaced whenever KYC's account changes. */
export const wireBeneficiaryId = (row: BeneficiaryRow) => (row.own ? 'own' : row.id);

export function beneficiaryView(row: BeneficiaryRow, now: Date): Beneficiary {
  const preRegisteredAt = new Date(row.createdAt.getTime() + TRANSFER_LIMITS.beneficiaryCoolingMs);
  return {
    id: wireBeneficiaryId(row),
    own: row.own,
    name: row.holderName,
    accountNumber: maskAccount(row.accountNumber),
    ifsc: row.ifsc,
    bankName: row.bankName,
    preRegistered: row.own || isPreRegistered(row.createdAt, now),
    preRegisteredAt: row.own ? null : preRegisteredAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function payoutView(row: PayoutRow, beneficiary: BeneficiaryRow): Payout {
  return {
    id: row.id,
    beneficiary: {
      id: wireBeneficiaryId(beneficiary),
      name: beneficiary.holderName,
      accountNumber: maskAccount(beneficiary.accountNumber),
      ifsc: beneficiary.ifsc,
      bankName: beneficiary.bankName,
    },
    amount: rupeesOf(row.amountPaise),
    // The table's CHECKs hold both to the contract's lists.
    mode: row.mode as PayoutMode,
    status: row.status as PayoutStatus,
    utr: row.utr,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
