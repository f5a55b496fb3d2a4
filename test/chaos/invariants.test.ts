import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@kosh/api/db/client';
import { idempotencyKeys, paymentOrders, recharges } from '@kosh/api/db/schema';
import { createLedgerService } from '@kosh/api/modules/ledger/ledger.service';
import { createUsersRepository } from '@kosh/api/modules/users/users.repository';
import { createUsersService } from '@kosh/api/modules/users/users.service';
import { openFreshDatabase } from './database';
import { checkInvariants, type AggregatorStatus, type InvariantOptions } from './invariants';

/**
 * The harness's judge must be able to say no: each invariant it adds to ledger:check is broken on
 * purpose, once, and must be named.
 */
describe('chaos invariants', () => {
  let database: Database;
  const ledger = createLedgerService();
  let userId = '';
  const HOUR = 3_600_000;

  beforeAll(async () => {
    database = await openFreshDatabase();
    const users = createUsersService({ db: database.db, users: createUsersRepository(), ledger });
    const user = await database.db.transaction((tx) =>
      users.createCustomer(tx, {
        name: 'Chaos Judge',
        mobile: '9000011111',
        email: 'judge@example.com',
        passwordHash: 'x',
      }),
    );
    userId = user.id;
    await database.db.transaction((tx) =>
      ledger.transfer(tx, {
        debit: { system: 'bankCash' },
        credit: { wallet: userId },
        amountPaise: 1_000_00n,
        code: 'WALLET_TOPUP_OFFLINE',
        reference: { type: 'test', id: 'funding' },
      }),
    );
  });
  afterAll(() => database.close());

  /** A payment of ₹10 held in the ledger, made under `key` at `createdAt`. */
  async function heldPayment(orderId: string, key: string | null, createdAt = new Date()) {
    await database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(recharges)
        .values({
          orderId,
          userId,
          kind: 'mobile',
          category: 1,
          operatorCode: 'JIO',
          operatorName: 'Jio',
          number: '9876543210',
          amountPaise: 10_00n,
          balanceAfterPaise: 0n,
          idempotencyKey: key,
          createdAt,
        })
        .returning();
      const hold = await ledger.hold(tx, {
        debit: { wallet: userId },
        credit: { system: 'providerPayable' },
        amountPaise: 10_00n,
        code: 'MOBILE_RECHARGE',
        reference: { type: 'recharge', id: row!.id },
      });
      await tx.update(recharges).set({ holdTransferId: hold.id }).where(eq(recharges.id, row!.id));
    });
  }

  async function answeredKey(key: string, status: number, orderId: string | null) {
    await database.db.insert(idempotencyKeys).values({
      userId,
      key,
      route: 'POST /api/recharge/mobile',
      requestHash: 'h',
      status,
      responseBody: JSON.stringify(orderId ? { data: { orderId } } : { code: 'BUSINESS_RULE' }),
      completedAt: new Date(),
    });
  }

  async function paidOrder(gatewayOrderId: string) {
    await database.db.transaction(async (tx) => {
      const [order] = await tx
        .insert(paymentOrders)
        .values({
          userId,
          gatewayOrderId,
          gatewayPaymentId: `pay_${gatewayOrderId}`,
          amountPaise: 500_00n,
          receipt: 'r',
          status: 'paid',
          creditedAt: new Date(),
          creditedBy: 'verify',
        })
        .returning();
      await ledger.transfer(tx, {
        debit: { system: 'paymentGateway' },
        credit: { wallet: userId },
        amountPaise: 500_00n,
        code: 'WALLET_TOPUP_ONLINE',
        reference: { type: 'payment_order', id: order!.id },
      });
    });
  }

  const base = (): InvariantOptions => ({ now: new Date(), holdDeadlineMs: HOUR, stuckKeyMs: 0 });
  const checks = async (options: Partial<InvariantOptions> = {}) =>
    (await checkInvariants(database.db, { ...base(), ...options })).map((v) => v.check);

  it('finds nothing wrong on a healthy database, pending payment included', async () => {
    await heldPayment('KRJUDGE0001', 'judge-key-0001');
    await answeredKey('judge-key-0001', 202, 'KRJUDGE0001');
    await paidOrder('order_judge1');
    const aggregator = new Map<string, AggregatorStatus>([['KRJUDGE0001', 'PENDING']]);
    const gateway = [{ orderId: 'order_judge1', paidPaise: 500_00n, refundedPaise: 0n }];
    expect(await checks({ aggregator, gateway })).toEqual([]);
  });

  it('flags a payment held past its deadline by the app’s clock, and any once quiet', async () => {
    expect(await checks({ now: new Date(Date.now() + 2 * HOUR) })).toContain(
      'no payment held past its deadline',
    );
    expect(await checks({ settled: true })).toContain('nothing pending once quiet');
  });

  it('flags a key whose answer names another row, and a refusal that made one', async () => {
    await answeredKey('judge-key-0002', 200, 'KRJUDGE-NONE');
    expect(await checks()).toContain('one answer, one effect per key');
    await database.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, 'judge-key-0002'));

    await heldPayment('KRJUDGE0003', 'judge-key-0003');
    await answeredKey('judge-key-0003', 422, null);
    expect(await checks()).toContain('one answer, one effect per key');
    await database.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, 'judge-key-0003'));
    expect(await checks()).toEqual([]);
  });

  it('holds Kosh to the gateway: paid is credited or refunded, once, never both', async () => {
    const paid = (refundedPaise: bigint) => [
      { orderId: 'order_judge1', paidPaise: 500_00n, refundedPaise },
    ];
    expect(await checks({ gateway: paid(500_00n) })).toContain('paid = credited + refunded');
    expect(await checks({ gateway: [] })).toContain('paid = credited + refunded');
    const neverCredited = [
      ...paid(0n),
      { orderId: 'order_judge2', paidPaise: 300_00n, refundedPaise: 0n },
    ];
    expect(await checks({ gateway: neverCredited })).toEqual([]);
    expect(
      await checkInvariants(database.db, { ...base(), gateway: neverCredited, settled: true }),
    ).toContainEqual(expect.objectContaining({ detail: expect.stringMatching(/order_judge2/) }));
  });

  it('holds Kosh to the aggregator: a success was paid, a refund was not, nothing unknown', async () => {
    await database.db
      .update(recharges)
      .set({ status: 'failure', settledAt: new Date() })
      .where(eq(recharges.orderId, 'KRJUDGE0001'));
    const said = (status: AggregatorStatus) =>
      new Map<string, AggregatorStatus>([
        ['KRJUDGE0001', status],
        ['KRJUDGE0003', 'PENDING'],
      ]);
    // The row says failure while its hold is still open: ledger:check names that too.
    expect(await checks({ aggregator: said('SUCCESS') })).toContain(
      'Kosh agrees with the aggregator',
    );
    expect(await checks({ aggregator: said('FAILURE') })).not.toContain(
      'Kosh agrees with the aggregator',
    );
    const stranger = new Map([...said('FAILURE'), ['KRJUDGE9999', 'SUCCESS' as const]]);
    expect(await checks({ aggregator: stranger })).toContain('Kosh agrees with the aggregator');
  });
});
