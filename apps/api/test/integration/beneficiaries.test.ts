import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { verifyBankOnline } from '../helpers/kyc';
import { checkLedgerAndClose } from '../helpers/ledger';
import { rows } from '../helpers/wallet';
import {
  accountEndingIn,
  addBeneficiary,
  apiCall,
  sendPayout,
  sender,
  type Sender,
} from '../helpers/payouts';

interface WireBeneficiary {
  id: string;
  own: boolean;
  name: string;
  accountNumber: string;
  bankName: string;
  preRegistered: boolean;
  preRegisteredAt: string | null;
  createdAt: string;
}

/**
 * /api/v1/beneficiaries: the customer's own KYC-verified bank account first, then the accounts
 * they added — each confirmed by the KYC provider's penny drop — masked, with the month's limits.
 */
describe('beneficiaries', () => {
  let ctx: TestContext;
  let shiftMs = 0;
  let customer: Sender;

  const list = async (c: Sender) => {
    const res = await apiCall(ctx, c.token, 'GET', '/api/v1/beneficiaries');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: WireBeneficiary[];
      limits: {
        preRegistered: { sent: number; max: number };
        other: { sent: number; max: number };
      };
    };
  };

  beforeAll(async () => {
    ctx = await createTestContext({ clock: () => new Date(Date.now() + shiftMs) });
    customer = await sender(ctx);
  });
  afterAll(async () => {
    await checkLedgerAndClose(ctx);
  });

  it('lists the own KYC-verified account first, masked, pre-registered at once, with the limits', async () => {
    const body = await list(customer);
    expect(body.data).toHaveLength(1);
    const own = body.data[0]!;
    expect(own).toMatchObject({
      id: 'own',
      own: true,
      name: 'Test Customer',
      accountNumber: `XXXXXXXX${customer.ownAccount!.slice(-4)}`,
      preRegistered: true,
      preRegisteredAt: null,
    });
    expect(body.limits).toEqual({
      preRegistered: { sent: 0, max: 200000 },
      other: { sent: 0, max: 10000 },
    });
    // Asked again, the same row answers (it is made once).
    expect((await list(customer)).data[0]!.createdAt).toBe(own.createdAt);
  });

  it('adds an account in the name the bank gives, pre-registered 24 hours later', async () => {
    const account = accountEndingIn('5612');
    const res = await addBeneficiary(ctx, customer.token, {
      accountNumber: account,
      name: 'Asha Devi',
    });
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json().data as WireBeneficiary;
    expect(added).toMatchObject({
      own: false,
      name: 'ASHA DEVI',
      accountNumber: 'XXXXXXXX5612',
      preRegistered: false,
    });
    expect(Date.parse(added.preRegisteredAt!) - Date.parse(added.createdAt)).toBe(24 * 3_600_000);
    const listed = await list(customer);
    expect(listed.data.map((b) => b.id)).toEqual(['own', added.id]);

    shiftMs = 24 * 3_600_000 + 1000;
    try {
      expect((await list(customer)).data[1]!.preRegistered).toBe(true);
    } finally {
      shiftMs = 0;
    }

    // The same account again, and the own account, are already there.
    const again = await addBeneficiary(ctx, customer.token, { accountNumber: account });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BENEFICIARY_EXISTS');
    const own = await addBeneficiary(ctx, customer.token, { accountNumber: customer.ownAccount! });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('BENEFICIARY_EXISTS');
  });

  it('refuses an unknown IFSC, an account the bank does not know, and a minimum-KYC customer', async () => {
    const unknownIfsc = await addBeneficiary(ctx, customer.token, {
      accountNumber: accountEndingIn('4321'),
      ifsc: 'ZZZZ0999999',
    });
    expect(unknownIfsc.statusCode, unknownIfsc.body).toBe(400);
    expect(unknownIfsc.json().code).toBe('KYC_IFSC_UNKNOWN');
    expect(unknownIfsc.json().errors[0].field).toBe('ifsc');

    const notFound = await addBeneficiary(ctx, customer.token, { accountNumber: '000000000000' });
    expect(notFound.statusCode, notFound.body).toBe(422);
    expect(notFound.json().code).toBe('BENEFICIARY_NOT_VERIFIED');

    const down = await addBeneficiary(ctx, customer.token, { accountNumber: '123456789018' });
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json().code).toBe('KYC_PROVIDER_UNAVAILABLE');

    const min = await sender(ctx, { kyc: 'min', ownAccount: null });
    const refused = await addBeneficiary(ctx, min.token, {
      accountNumber: accountEndingIn('1111'),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('TRANSFER_NEEDS_FULL_KYC');
    expect((await list(min)).data).toEqual([]);
  });

  it('removes an added account; the own one and anyone else’s are not found', async () => {
    const other = await sender(ctx);
    const added = await addBeneficiary(ctx, other.token, {
      accountNumber: accountEndingIn('2460'),
    });
    const id = (added.json().data as WireBeneficiary).id;

    const notTheirs = await apiCall(ctx, customer.token, 'DELETE', `/api/v1/beneficiaries/${id}`);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe('BENEFICIARY_NOT_FOUND');
    // The own account is KYC's (its row is made when it is first listed or paid): it is not
    // removed here, by its id or by "own".
    await list(other);
    const [ownRow] = await rows<{ id: string }>(
      ctx,
      sql`select id from beneficiaries where user_id = ${other.UId} and own`,
    );
    const own = await apiCall(ctx, other.token, 'DELETE', `/api/v1/beneficiaries/${ownRow!.id}`);
    expect(own.statusCode).toBe(404);
    const ownWord = await apiCall(ctx, other.token, 'DELETE', '/api/v1/beneficiaries/own');
    expect(ownWord.statusCode).toBe(400);
    expect(ownWord.json().code).toBe('BENEFICIARY_NOT_FOUND');

    const removed = await apiCall(ctx, other.token, 'DELETE', `/api/v1/beneficiaries/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(other)).data.map((b) => b.id)).toEqual(['own']);
    const twice = await apiCall(ctx, other.token, 'DELETE', `/api/v1/beneficiaries/${id}`);
    expect(twice.statusCode).toBe(404);
  });

  it('leaves no row behind when an add or a payout is refused', async () => {
    const c = await sender(ctx);
    const count = async () =>
      (
        await rows<{ n: string }>(
          ctx,
          sql`select count(*)::text as n from beneficiaries where user_id = ${c.UId}`,
        )
      )[0]!.n;
    // An add refused after KYC's own account was looked at: the own account itself.
    const [kyc] = await rows<{ account: string; ifsc: string }>(
      ctx,
      sql`select details->>'account_number' as account, details->>'ifsc' as ifsc
            from kyc_submissions where user_id = ${c.UId} and section = 'bank' and superseded_at is null`,
    );
    const again = await addBeneficiary(ctx, c.token, {
      accountNumber: kyc!.account,
      ifsc: kyc!.ifsc,
    });
    expect(again.statusCode).toBe(409);
    // A payout refused by the send policy (a minimum-KYC wallet) to the own account.
    await ctx.database.db.execute(sql`update users set kyc_level = 'min' where id = ${c.UId}`);
    const refused = await sendPayout(ctx, c.token, { beneficiaryId: 'own', amount: 10 });
    expect(refused.json().code).toBe('TRANSFER_NEEDS_FULL_KYC');
    expect(await count()).toBe('0');
  });

  it('replaces the own account when KYC approves another one', async () => {
    const c = await sender(ctx);
    expect((await list(c)).data[0]!.accountNumber.slice(-4)).toBe('1234');
    // KYC's account changes (as a re-review by the back office would leave it).
    const next = accountEndingIn('7530');
    await ctx.database.db.execute(
      sql`update kyc_submissions set details = jsonb_set(details, '{account_number}', to_jsonb(${next}::text))
           where user_id = ${c.UId} and section = 'bank'`,
    );
    const after = (await list(c)).data;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: 'own', accountNumber: 'XXXXXXXX7530' });
  });

  it('makes an added account the own one when KYC approves it', async () => {
    const c = await sender(ctx, { ownAccount: null });
    const account = accountEndingIn('8640');
    expect((await addBeneficiary(ctx, c.token, { accountNumber: account })).statusCode).toBe(200);
    const approved = await verifyBankOnline(ctx, c.token, account);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = (await list(c)).data;
    expect(after.map((b) => b.id)).toEqual(['own']);
    expect(after[0]!.accountNumber).toBe('XXXXXXXX8640');
  });

  it('keeps at most 20 added accounts, and asks the bank at most 10 times an hour', async () => {
    const c = await sender(ctx);
    for (let i = 0; i < 10; i += 1) {
      const res = await addBeneficiary(ctx, c.token, {
        accountNumber: accountEndingIn(String(1000 + i * 10)),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Each penny drop costs money: a customer may ask for 10 an hour.
    const limited = await addBeneficiary(ctx, c.token, { accountNumber: accountEndingIn('1500') });
    expect(limited.statusCode).toBe(429);
    for (let i = 10; i < 20; i += 1) {
      await ctx.services.beneficiaries.add(c.UId, {
        accountNumber: accountEndingIn(String(2000 + i * 10)),
        ifsc: 'SBIN0000001',
      });
    }
    expect((await list(c)).data).toHaveLength(21);
    await expect(
      ctx.services.beneficiaries.add(c.UId, {
        accountNumber: accountEndingIn('3000'),
        ifsc: 'SBIN0000001',
      }),
    ).rejects.toMatchObject({ code: 'BENEFICIARIES_TOO_MANY' });
  });
});
