import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  signInAdmin,
  signUp,
  TEST_PIN,
  uniqueIp,
  type SignedUp,
} from '../helpers/accounts';
import { adminCaller } from '../helpers/kyc';
import { movableClock } from '../helpers/hotel-bookings';
import { checkLedgerAndClose } from '../helpers/ledger';
import { authorise, payJio, setPin } from '../helpers/payment-auth';
import { call, fund, rechargeRows } from '../helpers/recharges';
import { softAuthenticator, type SoftAuthenticator } from '../helpers/soft-authenticator';
import { balancePaise, rows } from '../helpers/wallet';

describe('passkeys: added with the PIN, confirming a payment instead of it', () => {
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

  const send = (token: string, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, remoteAddress: uniqueIp(), headers: bearer(token), payload });

  const registrationOptions = (token: string, pin = TEST_PIN) =>
    call(ctx, token, '/api/v1/me/passkeys/registration-options', { pin });

  /** A customer with money, a PIN, and (unless told not to) a passkey in `key`. */
  async function customerWithPasskey(
    key: SoftAuthenticator | null = softAuthenticator(),
  ): Promise<SignedUp> {
    const customer = await signUp(ctx);
    await fund(ctx, customer.UId, 1_000_00n);
    await setPin(ctx, customer.token);
    if (key) {
      const options = (await registrationOptions(customer.token)).json().data.options;
      const added = await call(ctx, customer.token, '/api/v1/me/passkeys', {
        name: 'My phone',
        response: key.register(options),
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    return customer;
  }

  const jio = { amount: 199, payee: 'JIO' };
  const assertionOptions = (token: string, idempotencyKey: string, terms = jio) =>
    call(ctx, token, '/api/v1/me/passkeys/assertion-options', { ...terms, idempotencyKey });
  const withPasskey = (token: string, idempotencyKey: string, passkey: unknown, terms = jio) =>
    call(ctx, token, '/api/v1/payment-authorisations', { ...terms, idempotencyKey, passkey });

  it('adds a passkey only after the PIN, lists it, texts the customer and counts it', async () => {
    const customer = await signUp(ctx);
    expect((await registrationOptions(customer.token)).json()).toMatchObject({
      code: 'PIN_NOT_SET',
    });
    await setPin(ctx, customer.token);
    const wrong = await registrationOptions(customer.token, '2468');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'PIN_WRONG', params: { left: 4 } });

    const res = await registrationOptions(customer.token);
    expect(res.statusCode, res.body).toBe(200);
    const { options } = res.json().data;
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Kosh' },
      user: { name: customer.mobile },
      authenticatorSelection: { userVerification: 'required' },
      excludeCredentials: [],
    });
    const key = softAuthenticator();
    const added = await call(ctx, customer.token, '/api/v1/me/passkeys', {
      name: '  Mom’s phone ',
      response: key.register(options),
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      code: 'PASSKEY_ADDED',
      data: { name: 'Mom’s phone', lastUsedAt: null, synced: false },
    });
    const listed = (await send(customer.token, 'GET', '/api/v1/me/passkeys')).json().data;
    expect(listed.passkeys).toEqual([added.json().data]);
    expect(JSON.stringify(listed)).not.toContain(key.id);
    expect((await send(customer.token, 'GET', '/api/v1/me/pin')).json().data).toMatchObject({
      hasPin: true,
      passkeys: 1,
    });
    const inbox = (await send(customer.token, 'GET', '/api/v1/me/inbox')).json().data.entries;
    expect(inbox[0]).toMatchObject({
      kind: 'passkeyAdded',
      link: { kind: 'security', id: null },
    });
    expect(inbox[0].body.en).toContain('Mom’s phone');

    // The same authenticator again is refused; the options already exclude it.
    const again = (await registrationOptions(customer.token)).json().data.options;
    expect(again.excludeCredentials).toEqual([
      { id: key.id, type: 'public-key', transports: ['internal'] },
    ]);
    const twice = await call(ctx, customer.token, '/api/v1/me/passkeys', {
      name: 'Again',
      response: key.register(again),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'PASSKEY_ALREADY_ADDED' });
  });

  it('refuses a registration on a stranger’s site, without verification, reused or late', async () => {
    const customer = await customerWithPasskey(null);
    const attempt = async (
      make: (options: { challenge: string }) => unknown,
      options?: { challenge: string },
    ) => {
      const given = options ?? (await registrationOptions(customer.token)).json().data.options;
      return call(ctx, customer.token, '/api/v1/me/passkeys', {
        name: 'Key',
        response: make(given),
      });
    };
    const elsewhere = await attempt((o) =>
      softAuthenticator().register(o, { origin: 'https://evil.example' }),
    );
    expect(elsewhere.json()).toMatchObject({ code: 'PASSKEY_INVALID' });
    const presenceOnly = await attempt((o) =>
      softAuthenticator({ noUserVerification: true }).register(o),
    );
    expect(presenceOnly.json()).toMatchObject({ code: 'PASSKEY_INVALID' });
    const otherRp = await attempt((o) => softAuthenticator({ rpId: 'evil.example' }).register(o));
    expect(otherRp.json()).toMatchObject({ code: 'PASSKEY_INVALID' });

    const options = (await registrationOptions(customer.token)).json().data.options;
    expect((await attempt((o) => softAuthenticator().register(o), options)).statusCode).toBe(200);
    const reused = await attempt((o) => softAuthenticator().register(o), options);
    expect(reused.json()).toMatchObject({ code: 'PASSKEY_EXPIRED' });

    const late = (await registrationOptions(customer.token)).json().data.options;
    clock.setTo(new Date(Date.now() + 4 * 60_000));
    expect((await attempt((o) => softAuthenticator().register(o), late)).json()).toMatchObject({
      code: 'PASSKEY_EXPIRED',
    });
    const malformed = await call(ctx, customer.token, '/api/v1/me/passkeys', {
      name: 'Key',
      response: { id: 'x', type: 'public-key' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'PASSKEY_INVALID' });
    expect(
      (await send(customer.token, 'GET', '/api/v1/me/passkeys')).json().data.passkeys,
    ).toHaveLength(1);
  });

  it('pays with a passkey instead of the PIN, once, for exactly the debit it signed', async () => {
    const key = softAuthenticator();
    const customer = await customerWithPasskey(key);
    const idempotencyKey = randomUUID();
    const options = (await assertionOptions(customer.token, idempotencyKey)).json().data.options;
    expect(options).toMatchObject({
      rpId: 'localhost',
      userVerification: 'required',
      allowCredentials: [{ id: key.id, type: 'public-key' }],
    });
    const signed = key.assert(options);
    const res = await withPasskey(customer.token, idempotencyKey, signed);
    expect(res.statusCode, res.body).toBe(200);
    const { authorisation } = res.json().data;
    const paid = await payJio(ctx, customer.token, { key: idempotencyKey, authorisation });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await balancePaise(ctx, customer.token)).toBe(801_00n);

    // The same signature again: its challenge is spent.
    expect((await withPasskey(customer.token, idempotencyKey, signed)).json()).toMatchObject({
      code: 'PASSKEY_EXPIRED',
    });
    const listed = (await send(customer.token, 'GET', '/api/v1/me/passkeys')).json().data;
    expect(listed.passkeys[0].lastUsedAt).not.toBeNull();
  });

  it('refuses another debit’s challenge, another customer’s passkey, a replayed counter', async () => {
    const key = softAuthenticator();
    const customer = await customerWithPasskey(key);
    const idempotencyKey = randomUUID();
    const options = (await assertionOptions(customer.token, idempotencyKey)).json().data.options;
    // Signed for ₹199, presented for ₹999.
    const otherAmount = await withPasskey(customer.token, idempotencyKey, key.assert(options), {
      amount: 999,
      payee: 'JIO',
    });
    expect(otherAmount.statusCode).toBe(403);
    expect(otherAmount.json()).toMatchObject({ code: 'PAYMENT_AUTHORISATION_INVALID' });

    // A stranger's passkey on this customer's challenge.
    const stranger = softAuthenticator();
    await customerWithPasskey(stranger);
    const theirs = await withPasskey(customer.token, idempotencyKey, stranger.assert(options));
    expect(theirs.json()).toMatchObject({ code: 'PASSKEY_INVALID' });

    // A counter that did not move on: a cloned authenticator.
    const first = (await assertionOptions(customer.token, idempotencyKey)).json().data.options;
    expect((await withPasskey(customer.token, idempotencyKey, key.assert(first))).statusCode).toBe(
      200,
    );
    const nextKey = randomUUID();
    const next = (await assertionOptions(customer.token, nextKey)).json().data.options;
    const cloned = await withPasskey(customer.token, nextKey, key.assert(next, { counter: 1 }));
    expect(cloned.json()).toMatchObject({ code: 'PASSKEY_INVALID' });

    // Late: the challenge is kept three minutes.
    const lateKey = randomUUID();
    const late = (await assertionOptions(customer.token, lateKey)).json().data.options;
    clock.setTo(new Date(Date.now() + 4 * 60_000));
    expect((await withPasskey(customer.token, lateKey, key.assert(late))).json()).toMatchObject({
      code: 'PASSKEY_EXPIRED',
    });
    expect(await rechargeRows(ctx, customer.UId)).toEqual([]);
    expect(await balancePaise(ctx, customer.token)).toBe(1_000_00n);
  });

  it('takes the PIN or a passkey, not both; stays locked for passkeys after five wrong PINs', async () => {
    const key = softAuthenticator();
    const customer = await customerWithPasskey(key);
    const both = await call(ctx, customer.token, '/api/v1/payment-authorisations', {
      ...jio,
      idempotencyKey: randomUUID(),
      pin: TEST_PIN,
      passkey: key.assert({ challenge: 'AAAA' }),
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ code: 'PAYMENT_AUTH_ONE_WAY' });
    expect(both.json().errors).toEqual([
      expect.objectContaining({ field: 'passkey', code: 'PAYMENT_AUTH_ONE_WAY' }),
    ]);
    for (let i = 0; i < 5; i += 1) {
      await authorise(ctx, customer.token, { ...jio, pin: '2468', idempotencyKey: randomUUID() });
    }
    const locked = await assertionOptions(customer.token, randomUUID());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'PAYMENT_PIN_LOCKED' });
  });

  it('renames and removes only the owner’s passkeys; without one, the PIN is the way', async () => {
    const customer = await customerWithPasskey();
    const other = await customerWithPasskey();
    const [mine] = (await send(customer.token, 'GET', '/api/v1/me/passkeys')).json().data.passkeys;
    const url = `/api/v1/me/passkeys/${mine.id}`;

    expect((await send(other.token, 'PATCH', url, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await send(other.token, 'DELETE', url)).statusCode).toBe(404);
    const blank = await send(customer.token, 'PATCH', url, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      expect.objectContaining({ field: 'name', code: 'PASSKEY_NAME_REQUIRED' }),
    ]);
    const renamed = await send(customer.token, 'PATCH', url, { name: 'Work laptop' });
    expect(renamed.json()).toMatchObject({
      code: 'PASSKEY_RENAMED',
      data: { name: 'Work laptop' },
    });

    // The back office counts them on the customer's page.
    const asAdmin = adminCaller(ctx, (await signInAdmin(ctx)).token);
    const adminUrl = `/api/admin/customers/${customer.UId}/payment-auth`;
    expect((await asAdmin('GET', adminUrl)).json().data).toMatchObject({ passkeys: 1 });

    const removed = await send(customer.token, 'DELETE', url);
    expect(removed.json()).toMatchObject({ code: 'PASSKEY_REMOVED' });
    expect((await send(customer.token, 'DELETE', url)).statusCode).toBe(404);
    const none = await assertionOptions(customer.token, randomUUID());
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'PASSKEY_NONE' });
    expect((await send(customer.token, 'GET', '/api/v1/me/pin')).json().data.passkeys).toBe(0);
    expect((await send(other.token, 'GET', '/api/v1/me/pin')).json().data.passkeys).toBe(1);
    expect((await asAdmin('GET', adminUrl)).json().data).toMatchObject({ passkeys: 0 });
  });

  it('purges what can no longer be used a day on, keeping the authorisations that paid', async () => {
    const key = softAuthenticator();
    const customer = await customerWithPasskey(key);
    const paidKey = randomUUID();
    const options = (await assertionOptions(customer.token, paidKey)).json().data.options;
    const { authorisation } = (
      await withPasskey(customer.token, paidKey, key.assert(options))
    ).json().data;
    expect((await payJio(ctx, customer.token, { key: paidKey, authorisation })).statusCode).toBe(
      200,
    );
    await authorise(ctx, customer.token, { ...jio, pin: TEST_PIN, idempotencyKey: randomUUID() });
    await assertionOptions(customer.token, randomUUID());

    // Within the day nothing goes; a day and a bit later the unused ones do.
    expect(await ctx.services.paymentAuth.purgeStale()).toMatchObject({ authorisations: 0 });
    clock.setTo(new Date(Date.now() + 25 * 3_600_000));
    const purged = await ctx.services.paymentAuth.purgeStale();
    expect(purged.authorisations).toBeGreaterThanOrEqual(1);
    expect(purged.challenges).toBeGreaterThanOrEqual(2);
    const kept = await rows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from payment_authorisations
           where user_id = ${customer.UId} and used_at is not null`,
    );
    expect(kept).toEqual([{ n: 1 }]);
  });
});
