import { paiseToRupees } from '@kosh/contract/common/money';
import type { AdminWalletActivity } from '@kosh/contract/support';
import type { DbOrTx } from '../../db/client';
import type { WalletStatementEntry } from '../ledger/ledger-reads.service';
import type { LedgerCode, LedgerService } from '../ledger/ledger.service';

/** Every ledger code, named for the agent (a new code cannot be left unnamed). */
const ACTIVITY_LABELS: Record<LedgerCode, string> = {
  WALLET_TOPUP_ONLINE: 'Top-up (online)',
  WALLET_TOPUP_OFFLINE: 'Top-up (offline)',
  WALLET_CREDIT_ADMIN: 'Credit by Kosh',
  MOBILE_RECHARGE: 'Mobile recharge',
  DTH_RECHARGE: 'DTH recharge',
  FASTAG_RECHARGE: 'FASTag recharge',
  BILL_PAYMENT: 'Bill payment',
  HOTEL_BOOKING: 'Hotel booking',
  REFUND: 'Refund',
  WALLET_TRANSFER: 'Money transfer (wallet to wallet)',
  BANK_PAYOUT: 'Bank transfer',
  PAYOUT_REVERSAL: 'Bank transfer reversed by the bank',
};

const DAY_MS = 86_400_000;

/**
 * A line's outcome as the agent needs it, not the ledger's step: a payment's hold reads as what
 * became of it — Success (or Confirmed, for a hotel booking) once paid on, Refunded once given
 * back, Pending only while it is neither; the money given back reads Refunded, and a hotel
 * booking's refund after it was confirmed, Cancelled.
 */
function outcome(entry: WalletStatementEntry, holds: Map<string, 'post' | 'void'>): string {
  if (entry.kind === 'pending') {
    const settled = holds.get(entry.id);
    if (!settled) return 'Pending';
    if (settled === 'void') return 'Refunded';
    return entry.code === 'HOTEL_BOOKING' ? 'Confirmed' : 'Success';
  }
  if (entry.kind === 'void') return 'Refunded';
  if (entry.code === 'REFUND') {
    return entry.reference.type === 'hotel_booking' ? 'Cancelled' : 'Refunded';
  }
  return 'Success';
}

/** The last 30 days of a customer's wallet, newest first, at most 10 lines: the agent's view. */
export async function recentWalletActivity(
  ledger: Pick<LedgerService, 'walletStatement' | 'holdOutcomes'>,
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<AdminWalletActivity[]> {
  const statement = await ledger.walletStatement(db, userId, {
    from: new Date(now.getTime() - 30 * DAY_MS),
    to: now,
  });
  const activity = statement.slice(-10).reverse();
  const holds = await ledger.holdOutcomes(
    db,
    activity.filter((t) => t.kind === 'pending').map((t) => t.id),
  );
  return activity.map((t) => ({
    at: t.createdAt.toISOString(),
    description: ACTIVITY_LABELS[t.code] ?? t.code,
    amount: `${t.direction === 'debit' ? '-' : ''}${paiseToRupees(t.amountPaise)}`,
    status: outcome(t, holds),
  }));
}
