import { beneficiaries } from '@kosh/api/db/schema';
import type { Db } from '@kosh/api/db/client';
import { describe } from './describe';
import { SimCalls, type SimCustomer } from './sim-calls';

/** Account numbers the simulation's customers send to (any ending: the seed decides the fate). */
const accountOf = (c: SimCustomer) => `5010${String(c.index).padStart(4, '0')}1234`;

/**
 * Sending money in the simulation: customers send to each other's wallets (by number) and to a
 * bank account through the payouts provider, each keyed call retried after a crash like the rest.
 */
export class SendMoneyCalls extends SimCalls {
  /** The beneficiary each full-KYC customer sends to, by customer index. */
  readonly beneficiaryOf = new Map<number, string>();

  /**
   * A bank account added two days ago (past its cooling period) for a customer: the penny drop
   * it would have taken is the KYC provider's, which the simulation does not play.
   */
  async addBeneficiary(db: Db, c: SimCustomer, at: Date) {
    const [row] = await db
      .insert(beneficiaries)
      .values({
        userId: c.id,
        accountNumber: accountOf(c),
        ifsc: 'HDFC0000001',
        bankName: 'HDFC Bank',
        holderName: 'Sim Customer',
        createdAt: new Date(at.getTime() - 2 * 24 * 3_600_000),
      })
      .returning({ id: beneficiaries.id });
    this.beneficiaryOf.set(c.index, row!.id);
  }

  /** One customer sends another a small amount (sometimes themselves: refused). */
  async sendToWallet() {
    const from = this.customer();
    const to = this.rng.chance(0.05) ? from : this.customer();
    const amount = this.rng.int(1, 400);
    const answer = await this.keyed({
      what: 'sendToWallet',
      request: {
        method: 'POST',
        url: '/api/v1/transfers/wallet',
        token: from.token,
        key: this.newKey(from),
        json: { mobile: to.mobile, amount, note: 'sim' },
      },
    });
    return `send ₹${amount} ${from.index}→${to.index} → ${describe(answer)}`;
  }

  /** A customer sends money to their bank account by IMPS or NEFT. */
  async payout() {
    const c = this.customer();
    const beneficiaryId = this.beneficiaryOf.get(c.index);
    if (!beneficiaryId) return `payout: customer ${c.index} has no bank account`;
    const amount = this.rng.int(10, 600);
    const mode = this.rng.chance(0.7) ? 'IMPS' : 'NEFT';
    const answer = await this.keyed({
      what: 'payout',
      request: {
        method: 'POST',
        url: '/api/v1/payouts',
        token: c.token,
        key: this.newKey(c),
        json: { beneficiaryId, amount, mode },
      },
    });
    return `payout ₹${amount} ${mode} ${c.index} → ${describe(answer)}`;
  }
}
