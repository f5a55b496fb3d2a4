import { beneficiaries } from '@kosh/api/db/schema';
import type { Db } from '@kosh/api/db/client';
import { Customer, type Op } from './load';

/**
 * Account endings the sandbox's payouts API obeys (apps/sandbox/README.md): failed, reversed after
 * it was processed, rejected, processed. (A create that never answers is the simulation's: its
 * wait outlasts the crash loop's bounded settling.)
 */
export const PAYOUT_ENDINGS = ['0000', '2222', '3333', '5678'] as const;

/** A payout's statuses once the bank has answered. */
const FINAL = new Set(['processed', 'rejected', 'failed', 'reversed']);

/**
 * A crash-loop customer who also sends money: to the other customers' wallets by number, and to
 * their bank accounts (one per payout ending), following each payout until the bank answers.
 */
export class SendingCustomer extends Customer {
  readonly accounts: { id: string; ending: string }[] = [];
  /** Payouts the bank has not finished with, and the status that finishes each. */
  readonly pendingPayouts = new Map<string, (status: string) => boolean>();

  /**
   * Bank accounts added two days ago, past their cooling period, written straight into the
   * database while the API is stopped (their penny drop is the KYC provider's, tested elsewhere).
   */
  async addAccounts(db: Db) {
    const addedAt = new Date(Date.now() - 2 * 24 * 3_600_000);
    for (const [i, ending] of PAYOUT_ENDINGS.entries()) {
      const [row] = await db
        .insert(beneficiaries)
        .values({
          userId: this.userId,
          accountNumber: `5010${String(this.index).padStart(4, '0')}${i}${ending}`,
          ifsc: 'HDFC0000001',
          bankName: 'HDFC Bank',
          holderName: 'Chaos Customer',
          createdAt: addedAt,
        })
        .returning({ id: beneficiaries.id });
      this.accounts.push({ id: row!.id, ending });
    }
  }

  protected override operations(): [Op, number][] {
    return [...super.operations(), [() => this.sendToWallet(), 10], [() => this.payout(), 10]];
  }

  override pendingCount() {
    return super.pendingCount() + this.pendingPayouts.size;
  }

  /** Money to another customer's wallet (now and then their own number: refused). */
  async sendToWallet() {
    this.count('send to wallet');
    const mobile = this.rng.pick(this.world.mobiles);
    await this.keyed('sendToWallet', {
      method: 'POST',
      path: '/api/v1/transfers/wallet',
      json: { mobile, amount: this.rng.int(1, 150), note: 'chaos' },
    });
  }

  /** Money to one of the customer's bank accounts, by IMPS or NEFT. */
  async payout() {
    if (this.accounts.length === 0) return;
    this.count('payout');
    const account = this.rng.pick(this.accounts);
    const answer = await this.keyed('payout', {
      method: 'POST',
      path: '/api/v1/payouts',
      json: {
        beneficiaryId: account.id,
        amount: this.rng.int(10, 200),
        mode: this.rng.chance(0.7) ? 'IMPS' : 'NEFT',
      },
    });
    const data = answer?.body.data as { id?: string; status?: string } | undefined;
    if (answer && answer.status < 300 && data?.id) this.follow(data.id, account.id, data.status);
  }

  /** Follows a payout until the bank has finished with it. */
  private follow(id: string, beneficiaryId: string, status = '') {
    const ending = this.accounts.find((a) => a.id === beneficiaryId)?.ending;
    // A reversed one is over only once the bank has sent it back, not when it is processed.
    const done =
      ending === '2222' ? (now: string) => now === 'reversed' : (now: string) => FINAL.has(now);
    if (!done(status)) this.pendingPayouts.set(id, done);
  }

  override async followPending(check: boolean) {
    await super.followPending(check);
    // A payout whose answer a kill swallowed is still the customer's: their list shows it.
    const list = await this.call({ method: 'GET', path: '/api/v1/payouts' });
    const listed = (list?.body.data ?? []) as {
      id: string;
      status: string;
      beneficiary: { id: string };
    }[];
    for (const p of listed) {
      if (!this.pendingPayouts.has(p.id)) this.follow(p.id, p.beneficiary.id, p.status);
    }
    for (const [id, done] of [...this.pendingPayouts]) {
      const answer = await this.call({ method: 'GET', path: `/api/v1/payouts/${id}` });
      const status = (answer?.body.data as { status?: string } | undefined)?.status;
      if (status && done(status)) this.pendingPayouts.delete(id);
    }
  }
}
