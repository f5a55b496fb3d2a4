import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentPins } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, outbox, signUp, uniqueIp, uniqueMobile, type SignedUp } from '../helpers/accounts';
import { movableClock } from '../helpers/hotel-bookings';
import { checkLedgerAndClose } from '../helpers/ledger';
import {
  authorisation,
  authorise,
  jioAuthorisation,
  payJio,
  putPin,
  setPin,
} from '../helpers/payment-auth';
import { fund, rechargeRows } from '../helpers/recharges';
import { balancePaise } from '../helpers/wallet';

describe('payment PIN and the authorisation every wallet debit carries', () => {
  let ctx: TestContext;
  const clock = movableClock();
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true, seedCatalogue: true, clock: clock.now });
  });
  beforeEach(() => {
    clock.reset();
    ctx.callbacksToApi();
  });
  afterAll(() => checkLedgerAndClose(ctx));

  async function customerWith(rupees: number): Promise<SignedUp> {
    const customer = await signUp(ctx);
    if (rupees > 0) await fund(ctx, customer.UId, BigInt(rupees) * 100n);
    return customer;
  }

  const pinStatus = async (token: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/me/pin',
        remoteAddress: uniqueIp(),
        headers: bearer(token),
      })
    ).json().data;

  /** Nothing moved: the balance as funded and no recharge row (so no hold). */
  async function expectNothingMoved(customer: SignedUp, rupees: number) {
    expect(await balancePaise(ctx, customer.token)).toBe(BigInt(rupees) * 100n);
    expect(await rechargeRows(ctx, customer.UId)).toEqual([]);
  }

  it('a customer who never set a PIN pays through the spec’s call unchanged', async () => {
    const customer = await customerWith(500);
    expect(await pinStatus(customer.token)).toEqual({
      hasPin: false,
      lockedUntil: null,
      attemptsLeft: 0,
      passkeys: 0,
    });
    const res = await payJio(ctx, customer.token);
    expect(res.statusCode).toBe(200);
    expect(await balancePaise(ctx, customer.token)).toBe(30100n);
  });

  describe('PIN rules', () => {
    it.each([
      ['0000', 'PIN_TOO_SIMPLE'],
      ['1234', 'PIN_TOO_SIMPLE'],
      ['4321', 'PIN_TOO_SIMPLE'],
      ['12a4', 'PIN_FORMAT'],
      ['12345', 'PIN_FORMAT'],
    ])('refuses %s with %s on the field, nothing stored', async (pin, code) => {
      const customer = await signUp(ctx);
      const res = await putPin(ctx, customer.token, { pin });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ field: 'pin', code }] });
      expect((await pinStatus(customer.token)).hasPin).toBe(false);
    });

    it('refuses the last four digits of the customer’s mobile', async () => {
      const customer = await signUp(ctx, { mobile: `${uniqueMobile().slice(0, 6)}4580` });
      const res = await putPin(ctx, customer.token, { pin: '4580' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ field: 'pin', code: 'PIN_IS_MOBILE' }] });
      expect((await pinStatus(customer.token)).hasPin).toBe(false);
    });

    it('stores the PIN as argon2id, and a change needs the current PIN', async () => {
      const customer = await signUp(ctx);
      const first = await putPin(ctx, customer.token, { pin: '1357' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ code: 'PIN_SET', data: { hasPin: true } });
      const [row] = await ctx.database.db
        .select()
        .from(paymentPins)
        .where(eq(paymentPins.userId, customer.UId));
      expect(row?.pinHash).toMatch(/^\$argon2id\$/);

      const noOld = await putPin(ctx, customer.token, { pin: '2468' });
      expect(noOld.statusCode).toBe(400);
      expect(noOld.json()).toMatchObject({
        errors: [{ field: 'oldPin', code: 'PIN_OLD_REQUIRED' }],
      });
      const wrongOld = await putPin(ctx, customer.token, { pin: '2468', oldPin: '9999' });
      expect(wrongOld.statusCode).toBe(403);
      expect(wrongOld.json()).toMatchObject({ code: 'PIN_WRONG', params: { left: 4 } });
      const changed = await putPin(ctx, customer.token, { pin: '2468', oldPin: '1357' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ code: 'PIN_CHANGED', data: { attemptsLeft: 5 } });
      // The old PIN no longer authorises anything; the new one does.
      const terms = { amount: 199, payee: 'JIO', idempotencyKey: randomUUID() };
      expect((await authorise(ctx, customer.token, { ...terms, pin: '1357' })).statusCode).toBe(
        403,
      );
      expect((await authorise(ctx, customer.token, { ...terms, pin: '2468' })).statusCode).toBe(
        200,
      );
    });
  });

  describe('once a PIN is set', () => {
    it('a debit without the header is refused with its code, nothing moved', async () => {
      const customer = await customerWith(500);
      await setPin(ctx, customer.token);
      const res = await payJio(ctx, customer.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_AUTHORISATION_REQUIRED' });
      await expectNothingMoved(customer, 500);
    });

    it('pays with an authorisation for exactly this debit, once; the same key replays', async () => {
      const customer = await customerWith(500);
      await setPin(ctx, customer.token);
      const { key, token } = await jioAuthorisation(ctx, customer.token);
      const paid = await payJio(ctx, customer.token, { key, authorisation: token });
      expect(paid.statusCode).toBe(200);
      expect(await balancePaise(ctx, customer.token)).toBe(30100n);
      const again = await payJio(ctx, customer.token, { key, authorisation: token });
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().data.orderId).toBe(paid.json().data.orderId);
      // The same authorisation under another key is refused: it was used.
      const reused = await payJio(ctx, customer.token, { authorisation: token });
      expect(reused.statusCode).toBe(403);
      expect(reused.json()).toMatchObject({ code: 'PAYMENT_AUTHORISATION_INVALID' });
      expect(await balancePaise(ctx, customer.token)).toBe(30100n);
      expect(await rechargeRows(ctx, customer.UId)).toHaveLength(1);
    });

    it('refuses an authorisation made for another amount, payee or key', async () => {
      const customer = await customerWith(500);
      await setPin(ctx, customer.token);
      for (const other of [{ amount: 10 }, { payee: 'AIRTEL' }, { idempotencyKey: randomUUID() }]) {
        const key = randomUUID();
        const token = await authorisation(ctx, customer.token, {
          amount: 199,
          payee: 'JIO',
          idempotencyKey: key,
          ...other,
        });
        const res = await payJio(ctx, customer.token, { key, authorisation: token });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'PAYMENT_AUTHORISATION_INVALID' });
        await expectNothingMoved(customer, 500);
      }
    });

    it('refuses another customer’s authorisation', async () => {
      const owner = await customerWith(500);
      const thief = await customerWith(500);
      await setPin(ctx, owner.token);
      await setPin(ctx, thief.token);
      const { key, token } = await jioAuthorisation(ctx, owner.token);
      const res = await payJio(ctx, thief.token, { key, authorisation: token });
      expect(res.statusCode).toBe(403);
      await expectNothingMoved(thief, 500);
    });

    it('refuses an authorisation after its minute', async () => {
      const customer = await customerWith(500);
      await setPin(ctx, customer.token);
      const { key, token } = await jioAuthorisation(ctx, customer.token);
      clock.setTo(new Date(Date.now() + 61_000));
      const res = await payJio(ctx, customer.token, { key, authorisation: token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_AUTHORISATION_EXPIRED' });
      await expectNothingMoved(customer, 500);
    });

    it('five wrong PINs lock payments for 30 minutes and text the customer once', async () => {
      const customer = await customerWith(500);
      await setPin(ctx, customer.token);
      const terms = { amount: 199, payee: 'JIO', idempotencyKey: randomUUID() };
      for (const left of [4, 3, 2, 1]) {
        const res = await authorise(ctx, customer.token, { ...terms, pin: '9999' });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'PIN_WRONG', params: { left } });
      }
      const fifth = await authorise(ctx, customer.token, { ...terms, pin: '9999' });
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toMatchObject({ code: 'PAYMENT_PIN_LOCKED' });
      // Even the right PIN is refused while locked.
      const right = await authorise(ctx, customer.token, terms);
      expect(right.statusCode).toBe(429);
      const status = await pinStatus(customer.token);
      const lockedFor = new Date(status.lockedUntil).getTime() - clock.now().getTime();
      expect(lockedFor).toBeGreaterThan(29 * 60_000);
      expect(lockedFor).toBeLessThanOrEqual(30 * 60_000);
      await expect
        .poll(async () => (await outbox(ctx, customer.mobile)).filter((m) => /locked/.test(m.text)))
        .toHaveLength(1);
      // After the half hour the right PIN works again.
      clock.setTo(new Date(Date.now() + 31 * 60_000));
      expect((await authorise(ctx, customer.token, terms)).statusCode).toBe(200);
    });
  });
});
