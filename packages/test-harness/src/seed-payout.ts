import type { Db } from '@kosh/api/db/client';
import { beneficiaries, payouts } from '@kosh/api/db/schema';

/** A payout left waiting for the bank, as a journey asks for one (no provider call is made). */
export interface StuckPayoutRecord {
  /** The customer's mobile number. */
  mobile: string;
  amountPaise: string;
  /** How long ago it was made. */
  minutesAgo: number;
  accountNumber: string;
  holderName: string;
}

/**
 * Writes a beneficiary and a payout made `minutesAgo` and still `processing`: what the back
 * office shows as stuck when the provider never answered. Answers the payout's id.
 */
export async function seedStuckPayout(db: Db, record: StuckPayoutRecord): Promise<string> {
  const createdAt = new Date(Date.now() - record.minutesAgo * 60_000);
  const user = await db.query.users.findFirst({
    where: (u, { eq }) => eq(u.mobile, record.mobile),
    columns: { id: true },
  });
  if (!user) throw new Error(`no customer has the mobile ${record.mobile}`);
  const [beneficiary] = await db
    .insert(beneficiaries)
    .values({
      userId: user.id,
      accountNumber: record.accountNumber,
      ifsc: 'HDFC0000001',
      bankName: 'HDFC Bank',
      holderName: record.holderName,
      createdAt,
    })
    .returning({ id: beneficiaries.id });
  if (!beneficiary) throw new Error('no beneficiary written');
  const [payout] = await db
    .insert(payouts)
    .values({
      userId: user.id,
      beneficiaryId: beneficiary.id,
      amountPaise: BigInt(record.amountPaise),
      mode: 'IMPS',
      status: 'processing',
      preRegistered: false,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: payouts.id });
  if (!payout) throw new Error('no payout written');
  return payout.id;
}
