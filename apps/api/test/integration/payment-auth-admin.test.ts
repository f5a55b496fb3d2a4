import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPinLockClears } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import { signInAdmin, signUp } from '../helpers/accounts';
import { adminCaller } from '../helpers/kyc';
import { checkLedgerAndClose } from '../helpers/ledger';
import { authorise, setPin } from '../helpers/payment-auth';

describe('the back office sees a customer’s PIN and clears a lock with a reason', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => checkLedgerAndClose(ctx));

  it('shows PIN set and locked, clears the lock (reason kept), and the customer pays again', async () => {
    const admin = await signInAdmin(ctx);
    const asAdmin = adminCaller(ctx, admin.token);
    const customer = await signUp(ctx);
    const url = `/api/admin/customers/${customer.UId}/payment-auth`;

    expect((await asAdmin('GET', url)).json().data).toMatchObject({ hasPin: false, passkeys: 0 });
    await setPin(ctx, customer.token);
    const terms = { amount: 199, payee: 'JIO', idempotencyKey: randomUUID() };
    for (let i = 0; i < 5; i += 1) await authorise(ctx, customer.token, { ...terms, pin: '9999' });
    const locked = (await asAdmin('GET', url)).json().data;
    expect(locked).toMatchObject({ hasPin: true, failedAttempts: 5 });
    expect(locked.lockedUntil).toEqual(expect.any(String));

    const noReason = await asAdmin('POST', `${url}/clear-lock`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      errors: [{ field: 'reason', code: 'PIN_LOCK_REASON_REQUIRED' }],
    });
    const cleared = await asAdmin('POST', `${url}/clear-lock`, {
      reason: 'Customer called, identity checked',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      code: 'PIN_LOCK_CLEARED',
      data: { hasPin: true, lockedUntil: null, failedAttempts: 0 },
    });
    const kept = await ctx.database.db
      .select()
      .from(paymentPinLockClears)
      .where(eq(paymentPinLockClears.userId, customer.UId));
    expect(kept).toMatchObject([
      { adminId: admin.UId, reason: 'Customer called, identity checked' },
    ]);
    expect((await authorise(ctx, customer.token, terms)).statusCode).toBe(200);
  });

  it('is for admins only, and a customer without a PIN has no lock to clear', async () => {
    const customer = await signUp(ctx);
    const other = await signUp(ctx);
    const url = `/api/admin/customers/${other.UId}/payment-auth`;
    expect((await adminCaller(ctx, customer.token)('GET', url)).statusCode).toBe(403);
    const admin = await signInAdmin(ctx);
    const res = await adminCaller(ctx, admin.token)('POST', `${url}/clear-lock`, {
      reason: 'Asked by phone',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'PIN_NOT_SET' });
  });
});
