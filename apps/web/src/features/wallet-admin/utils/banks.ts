import type { AdminCompanyBank } from '@kosh/contract/wallet';

/** "HDFC Bank (A/c …1236)": two accounts at one bank are told apart by their last digits. */
export const companyBankName = (bank: Pick<AdminCompanyBank, 'bankName' | 'accountNumber'>) =>
  `${bank.bankName} (A/c …${bank.accountNumber.slice(-4)})`;
