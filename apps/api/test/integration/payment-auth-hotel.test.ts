import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, signUp } from '../helpers/accounts';
import { readyItinerary, type Ready } from '../helpers/hotel-bookings';
import { hotelCall } from '../helpers/hotels';
import { checkLedgerAndClose } from '../helpers/ledger';
import { authorisation, setPin } from '../helpers/payment-auth';
import { fund } from '../helpers/recharges';
import { balancePaise } from '../helpers/wallet';

const paise = (rupees: number) => BigInt(Math.round(rupees * 100));

describe('a hotel booking paid from the wallet needs the PIN’s authorisation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const bookWallet = (token: string, ready: Ready, key: string, auth?: string) =>
    hotelCall(
      ctx,
      `/api/hotel/book/${ready.code}`,
      { traceId: ready.traceId, paymentMethod: 'WALLET', expectedTotal: ready.fare.total },
      {
        ...bearer(token),
        'idempotency-key': key,
        ...(auth ? { 'payment-authorisation': auth } : {}),
      },
    );

  it('refuses without one, nothing moved; books with one bound to the itinerary and total', async () => {
    const customer = await signUp(ctx);
    await fund(ctx, customer.UId, paise(100_000));
    await setPin(ctx, customer.token);
    const ready = await readyItinerary(ctx, customer.token);

    const refused = await bookWallet(customer.token, ready, randomUUID());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_AUTHORISATION_REQUIRED' });
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100_000));

    const key = randomUUID();
    const wrongPayee = await authorisation(ctx, customer.token, {
      amount: ready.fare.total,
      payee: 'JIO',
      idempotencyKey: key,
    });
    const misbound = await bookWallet(customer.token, ready, key, wrongPayee);
    expect(misbound.statusCode).toBe(403);
    expect(misbound.json()).toMatchObject({ code: 'PAYMENT_AUTHORISATION_INVALID' });
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100_000));

    const goodKey = randomUUID();
    const token = await authorisation(ctx, customer.token, {
      amount: ready.fare.total,
      payee: ready.code,
      idempotencyKey: goodKey,
    });
    const booked = await bookWallet(customer.token, ready, goodKey, token);
    expect(booked.statusCode).toBe(200);
    expect(await balancePaise(ctx, customer.token)).toBe(paise(100_000) - paise(ready.fare.total));
  });
});
