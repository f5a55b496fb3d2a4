import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGGREGATOR_TEST_DEFAULTS } from '@kosh/sandbox/app';
import { CallbackRejectedError } from '../../src/providers/provider-callbacks';
import { createAggregatorV1Provider } from '../../src/providers/recharge/aggregator-v1/aggregator-v1.provider';
import type { RechargeProvider } from '../../src/providers/recharge/recharge.port';
import { startContractSandbox, tampered, type ContractSandbox } from './contract-sandbox';

/**
 * The RechargeProvider port's contract, run against each aggregator's adapter talking to the
 * sandbox that plays it. A second aggregator is one more row: its adapter, and how the sandbox is
 * steered to each outcome (its magic numbers) and made to send a status callback.
 */
interface AggregatorUnderTest {
  name: string;
  adapter: (sandbox: ContractSandbox) => RechargeProvider;
  /** A mobile number the aggregator pays at once, fails, and leaves pending. */
  numbers: { success: string; failure: string; pending: string };
  /** A biller and a service number with a bill due, and one with none. */
  biller: { operator: string; withBill: string; withoutBill: string };
  /** Settles a pending payment now, so the aggregator calls back; answers the callback's path. */
  settle: (sandbox: ContractSandbox, clientRef: string) => Promise<string>;
}

const aggregators: AggregatorUnderTest[] = [
  {
    name: 'aggregator v1',
    adapter: (sandbox) =>
      createAggregatorV1Provider({
        baseUrl: sandbox.url,
        apiKey: AGGREGATOR_TEST_DEFAULTS.apiKey,
        callbackSecret: AGGREGATOR_TEST_DEFAULTS.callbackSecret,
        timeoutMs: 5000,
      }),
    numbers: { success: '9876512345', failure: '9876510000', pending: '9876511111' },
    biller: { operator: 'BESCOM', withBill: '1234567890', withoutBill: '1234569999' },
    settle: async (sandbox, clientRef) => {
      await sandbox.control('POST', `/aggregator/v1/payments/${clientRef}/settle`, {});
      return '/recharge';
    },
  },
];

describe.each(aggregators)('the recharge provider contract: $name', (under) => {
  let sandbox: ContractSandbox;
  let aggregator: RechargeProvider;
  beforeAll(async () => {
    sandbox = await startContractSandbox();
    aggregator = under.adapter(sandbox);
  });
  afterAll(() => sandbox?.close());

  const payment = (number: string, clientRef: string = randomUUID()) => ({
    clientRef,
    category: 'mobile' as const,
    operator: 'JIO',
    number,
    amountPaise: 19_900n,
  });

  it('looks a mobile number up, and answers null for one it cannot place', async () => {
    expect(await aggregator.lookup(under.numbers.success)).toEqual({
      operator: expect.any(String),
      circle: expect.any(String),
    });
    expect(await aggregator.lookup('12345')).toBeNull();
  });

  it('lists the circles and an operator’s plans by category', async () => {
    const circles = await aggregator.circles();
    expect(circles.length).toBeGreaterThan(0);
    expect(circles[0]).toEqual({ code: expect.any(String), name: expect.any(String) });
    const place = await aggregator.lookup(under.numbers.success);
    const plans = await aggregator.plans(place!.operator, place!.circle);
    const [first] = Object.values(plans).flat();
    expect(first).toMatchObject({
      id: expect.any(String),
      price: expect.any(Number),
      validity: expect.any(String),
      description: expect.any(String),
    });
  });

  it('fetches a bill in paise, and answers null when none is due', async () => {
    const { operator, withBill, withoutBill } = under.biller;
    const bill = await aggregator.fetchBill({ operator, serviceNumber: withBill });
    expect(bill).toMatchObject({
      customerName: expect.any(String),
      billNumber: expect.any(String),
    });
    expect(typeof bill!.amountPaise).toBe('bigint');
    expect(await aggregator.fetchBill({ operator, serviceNumber: withoutBill })).toBeNull();
  });

  it('pays: success, failure, and one payment per client reference', async () => {
    const paid = await aggregator.pay(payment(under.numbers.success));
    expect(paid).toMatchObject({ status: 'SUCCESS', providerRef: expect.any(String) });
    expect(await aggregator.pay(payment(under.numbers.success, paid.clientRef))).toEqual(paid);
    expect(await aggregator.pay(payment(under.numbers.failure))).toMatchObject({
      status: 'FAILURE',
    });
  });

  it('answers a payment’s status by Kosh’s reference, and null for one it never saw', async () => {
    const paid = await aggregator.pay(payment(under.numbers.success));
    expect(await aggregator.status(paid.clientRef)).toEqual(paid);
    expect(await aggregator.status(randomUUID())).toBeNull();
  });

  it('calls back when a pending payment settles, read into the payment’s outcome', async () => {
    const pending = await aggregator.pay(payment(under.numbers.pending));
    expect(pending.status).toBe('PENDING');
    const path = await under.settle(sandbox, pending.clientRef);
    const delivery = await sandbox.waitForDelivery(path, (d) =>
      d.raw.toString('utf8').includes(pending.clientRef),
    );
    expect(aggregator.callbackSignature.isSigned(delivery.header, delivery.raw)).toBe(true);
    const status = aggregator.parseCallback(delivery.header, delivery.raw);
    expect(status).toMatchObject({
      eventId: expect.any(String),
      clientRef: pending.clientRef,
      outcome: { clientRef: pending.clientRef, status: 'SUCCESS' },
    });
    expect(aggregator.parseCallback(delivery.header, delivery.raw).eventId).toBe(status.eventId);

    const forged = tampered(delivery);
    expect(aggregator.callbackSignature.isSigned(forged.header, forged.raw)).toBe(false);
    expect(() => aggregator.parseCallback(forged.header, forged.raw)).toThrow(
      CallbackRejectedError,
    );
  });
});
