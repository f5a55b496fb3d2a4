import type { TextCustomer } from '../../lib/customer-sms';
import type { ModuleDeps } from '../module-deps';
import type { KycProvider } from '../../providers/kyc/kyc.port';
import type { PayoutsProvider } from '../../providers/payouts/payouts.port';
import type { LedgerService } from '../ledger/ledger.service';
import type { RequirePaymentAuthorisation } from '../payment-auth/authorise-payment.service';
import type { UsersService } from '../users/users.service';
import type { WalletService } from '../wallet/wallet.service';
import type { SendPolicy } from './send-policy.service';

/** A bank account as KYC approved it. */
export interface VerifiedBankAccount {
  accountNumber: string;
  ifsc: string;
  bankName: string;
  holderName: string;
}

/** What the send-money module is built from: the shared parts and the services it names. */
export type TransfersModuleDeps = Pick<
  ModuleDeps,
  'db' | 'config' | 'clock' | 'faults' | 'log' | 'sms' | 'settled'
> & {
  text: TextCustomer;
  ledger: LedgerService;
  users: UsersService;
  /** The receiver's wallet limits (a minimum-KYC wallet's balance and monthly loads). */
  wallet: Pick<WalletService, 'creditLimitViolationIn'>;
  /** Every send's PIN or passkey authorisation (the payment-auth module). */
  authorisePayment: RequirePaymentAuthorisation;
  /** The payouts provider (RazorpayX's API; the sandbox by default). */
  payouts: PayoutsProvider;
  /** The KYC provider's penny drop: a beneficiary's holder name, as the bank has it. */
  verifyBankAccount: KycProvider['verifyBankAccount'];
  /** The customer's name as KYC approved it, or null (the KYC module). */
  verifiedNameOf: (userId: string) => Promise<string | null>;
  /** The customer's KYC-approved bank account, or null (the KYC module). */
  verifiedBankOwnedBy: (userId: string) => Promise<VerifiedBankAccount | null>;
  /** The bank and branch an IFSC names, or null (the KYC module's IFSC directory). */
  ifscBranch: (ifsc: string) => Promise<{ bank: string; branch: string | null } | null>;
};

/** What each part of the module (wallet transfers, payouts, back office) is built from. */
export type TransfersPartDeps = TransfersModuleDeps & { policy: SendPolicy };
