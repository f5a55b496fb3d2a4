import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferInvites, outgoingHolds, walletTransfers } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import { outbox, signInAdmin, uniqueMobile, type SignedUp } from '../helpers/accounts';
import { goodPan, submitPersonal, verifyPanOnline } from '../helpers/kyc';
import { checkLedgerAndClose } from '../helpers/ledger';
import { authorisation, setPin } from '../helpers/payment-auth';
import { callAs, customer, inboxOf, sendMoney, textsOf } from '../helpers/transfers';
import { dataSnapshot } from '../helpers/snapshot';
import { balancePaise } from '../helpers/wallet';
import { istDate } from '../helpers/dates';

/**
 * Sending money from one Kosh wallet to another by mobile number: one ledger transfer, made once,
 * under the send policy (full KYC, the ₹10,000 a month to others, the back office's hold) and the
 * receiver's own wallet limits, with both customers texted.
 */
describe('wallet to wallet transfers', () => {
  let ctx: TestContext;
  let ravi: SignedUp;
  let asha: SignedUp;
  beforeAll(async () => {
    ctx = await createTestContext();
    ravi = await customer(ctx, { name: 'Ravi Kumar', fundPaise: 20_000_00n });
    asha = await customer(ctx, { name: 'Asha Devi' });
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const transferRows = (senderId: string) =>
    ctx.database.db.select().from(walletTransfers).where(eq(walletTransfers.senderId, senderId));

  it('moves the money once, texts both customers, and shows each their side', async () => {
    const res = await sendMoney(ctx, ravi, {
      mobile: asha.mobile,
      amount: '1500.50',
      note: ' Dinner ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().data;
    expect(sent).toMatchObject({
      direction: 'sent',
      counterparty: { name: 'Asha D****', mobile: asha.mobile },
      amount: 1500.5,
      note: 'Dinner',
      status: 'success',
      moneyRequestId: null,
    });
    expect(sent.reference).toMatch(/^KT\d{12}$/);
    expect(await balancePaise(ctx, ravi.token)).toBe(20_000_00n - 1_500_50n);
    expect(await balancePaise(ctx, asha.token)).toBe(1_500_50n);

    const [sentText] = await textsOf(ctx, ravi.UId);
    expect(sentText).toEqual({
      template: 'walletTransferSent',
      text: `Kosh: ₹1,500.50 sent from your wallet to Asha D**** (${asha.mobile}). Ref ${sent.reference}. Balance ₹18,499.50.`,
    });
    const [receivedText] = await textsOf(ctx, asha.UId);
    expect(receivedText?.text).toBe(
      `Kosh: ₹1,500.50 received in your wallet from Ravi Kumar (${ravi.mobile}). Ref ${sent.reference}. Balance ₹1,500.50.`,
    );
    expect(await inboxOf(ctx, asha.UId)).toEqual([
      { kind: 'walletTransferReceived', linkKind: 'history' },
    ]);

    // The receiver sees the sender's whole name; both find it in their list.
    const seen = await callAs(ctx, asha, 'GET', `/api/v1/transfers/${sent.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({
      direction: 'received',
      counterparty: { name: 'Ravi Kumar', mobile: ravi.mobile },
    });
    const list = await callAs(ctx, ravi, 'GET', '/api/v1/transfers?page=1');
    expect(list.json()).toMatchObject({ page: 1, hasMore: false });
    expect(list.json().data[0]).toEqual(sent);
  });

  it('shows each side its row in the Balance History, found by the other’s number', async () => {
    const sender = await customer(ctx, { name: 'Meera Nair', fundPaise: 1_000_00n });
    const receiver = await customer(ctx, { name: 'Kiran Rao' });
    const sent = (await sendMoney(ctx, sender, { mobile: receiver.mobile, amount: 250 })).json()
      .data;
    const logs = async (who: SignedUp, search?: string) => {
      const res = await callAs(ctx, who, 'POST', '/api/user/getRechLogs', {
        fromdate: istDate(-1),
        todate: istDate(0),
        ...(search ? { search } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Record<string, unknown>[];
    };
    expect((await logs(sender))[0]).toMatchObject({
      rechNo: receiver.mobile,
      RId: sent.reference,
      amount: 250,
      Wallet_Bal: 750,
      Code: 'WALLET_TRANSFER',
      status: 'Success',
      operator: 'Kiran R****',
      description: 'Sent to Kiran R****',
      entryKind: 'transfer_sent',
    });
    expect((await logs(receiver))[0]).toMatchObject({
      rechNo: sender.mobile,
      RId: sent.reference,
      Code: 'WALLET_CREDIT',
      description: 'Received from Meera Nair',
      entryKind: 'transfer_received',
    });
    expect(await logs(receiver, sender.mobile)).toHaveLength(1);
    // A stranger's transfer is nobody else's row.
    expect(await logs(asha, sent.reference)).toEqual([]);
  });

  it('makes one transfer of a key sent twice, with the same answer', async () => {
    const key = randomUUID();
    const body = { mobile: asha.mobile, amount: 10 };
    const first = await sendMoney(ctx, ravi, body, key);
    const again = await sendMoney(ctx, ravi, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const made = (await transferRows(ravi.UId)).filter((t) => t.idempotencyKey === key);
    expect(made).toHaveLength(1);
  });

  it('lets exactly as many concurrent sends through as the balance covers', async () => {
    const sender = await customer(ctx, { fundPaise: 3_000_00n });
    const receiver = await customer(ctx);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        sendMoney(ctx, sender, { mobile: receiver.mobile, amount: 1000 }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 422, 422, 422, 422, 422]);
    for (const a of answers.filter((x) => x.statusCode === 422)) {
      expect(a.json().code).toBe('INSUFFICIENT_BALANCE');
    }
    expect(await balancePaise(ctx, sender.token)).toBe(0n);
    expect(await balancePaise(ctx, receiver.token)).toBe(3_000_00n);
    expect(await transferRows(sender.UId)).toHaveLength(3);
  });

  it('refuses a send to one’s own number or a number not on Kosh, moving nothing', async () => {
    const self = await sendMoney(ctx, ravi, { mobile: ravi.mobile, amount: 10 });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({
      code: 'TRANSFER_TO_SELF',
      errors: [{ field: 'mobile', code: 'TRANSFER_TO_SELF' }],
    });
    const stranger = await sendMoney(ctx, ravi, { mobile: uniqueMobile(), amount: 10 });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toEqual([
      expect.objectContaining({ field: 'mobile', code: 'TRANSFER_NOT_ON_KOSH' }),
    ]);
  });

  it('lets a minimum-KYC wallet send nothing', async () => {
    const sender = await customer(ctx, { kyc: 'min', fundPaise: 1_000_00n });
    const res = await sendMoney(ctx, sender, { mobile: asha.mobile, amount: 10 });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('TRANSFER_NEEDS_FULL_KYC');
    expect(await balancePaise(ctx, sender.token)).toBe(1_000_00n);
  });

  it('keeps a minimum-KYC receiver’s limit without telling the sender their balance', async () => {
    const receiver = await customer(ctx, { kyc: 'min', fundPaise: 9_500_00n });
    const res = await sendMoney(ctx, ravi, { mobile: receiver.mobile, amount: 1000 });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('TRANSFER_RECEIVER_LIMIT');
    expect(body.params).toBeUndefined();
    expect(body.message).not.toMatch(/\d/);
    expect(await balancePaise(ctx, receiver.token)).toBe(9_500_00n);
    // What fits their wallet goes through.
    expect((await sendMoney(ctx, ravi, { mobile: receiver.mobile, amount: 500 })).statusCode).toBe(
      200,
    );
  });

  it('answers a sender short of money the same whatever room the receiver has', async () => {
    // ₹500 of room in the receiver's wallet; the sender has ₹100. Were the receiver's limit
    // checked first, amounts either side of ₹500 would answer differently: their balance, found
    // by trying amounts that cost nothing.
    const receiver = await customer(ctx, { kyc: 'min', fundPaise: 9_500_00n });
    const sender = await customer(ctx, { fundPaise: 100_00n });
    const before = await dataSnapshot(ctx);
    const answers = [];
    for (const amount of ['499.99', '500', '500.01', '501', '5000', '10000']) {
      const res = await sendMoney(ctx, sender, { mobile: receiver.mobile, amount });
      answers.push({ status: res.statusCode, body: res.json() });
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ status: 422, body: { code: 'INSUFFICIENT_BALANCE' } });
    expect(await dataSnapshot(ctx)).toEqual(before);
    expect(await balancePaise(ctx, receiver.token)).toBe(9_500_00n);
    expect(await balancePaise(ctx, sender.token)).toBe(100_00n);
  });

  it('holds a full-KYC wallet to ₹10,000 a month to other wallets', async () => {
    const sender = await customer(ctx, { fundPaise: 20_000_00n });
    const first = await sendMoney(ctx, sender, { mobile: asha.mobile, amount: 6000 });
    expect(first.statusCode, first.body).toBe(200);
    const second = await sendMoney(ctx, sender, { mobile: asha.mobile, amount: 6000 });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({
      code: 'TRANSFER_LIMIT_MONTHLY',
      params: { max: '₹10,000', room: '₹4,000' },
    });
    expect(await balancePaise(ctx, sender.token)).toBe(14_000_00n);
  });

  it('refuses every send while the back office holds the customer’s outgoing money', async () => {
    const sender = await customer(ctx, { fundPaise: 1_000_00n });
    await ctx.database.db
      .insert(outgoingHolds)
      .values({ userId: sender.UId, reason: 'Suspected fraud', placedBy: asha.UId });
    const res = await sendMoney(ctx, sender, { mobile: asha.mobile, amount: 10 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TRANSFERS_ON_HOLD');
    expect(await balancePaise(ctx, sender.token)).toBe(1_000_00n);
  });

  it.each([
    ['1.234', 'AMOUNT_TOO_PRECISE'],
    [0, 'TRANSFER_AMOUNT_INVALID'],
    [-5, 'AMOUNT_NEGATIVE'],
    ['1e3', 'AMOUNT_NOT_A_NUMBER'],
    [200001, 'TRANSFER_AMOUNT_TOO_LARGE'],
  ])('refuses the amount %s with %s', async (amount, code) => {
    const res = await sendMoney(ctx, ravi, { mobile: asha.mobile, amount });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'amount', code })]);
  });

  it('needs the payment PIN’s authorisation once the customer has a PIN', async () => {
    const sender = await customer(ctx, { fundPaise: 1_000_00n });
    await setPin(ctx, sender.token);
    const refused = await sendMoney(ctx, sender, { mobile: asha.mobile, amount: 100 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PAYMENT_AUTHORISATION_REQUIRED');
    const key = randomUUID();
    const token = await authorisation(ctx, sender.token, {
      amount: 100,
      payee: asha.mobile,
      idempotencyKey: key,
    });
    const res = await sendMoney(ctx, sender, { mobile: asha.mobile, amount: 100 }, key, {
      'payment-authorisation': token,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('shows a transfer only to its two customers', async () => {
    const [mine] = await transferRows(ravi.UId);
    const other = await customer(ctx);
    const res = await callAs(ctx, other, 'GET', `/api/v1/transfers/${mine?.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TRANSFER_NOT_FOUND');
    // Exactly as a transfer that does not exist: nothing tells that it does.
    const unknown = await callAs(ctx, other, 'GET', `/api/v1/transfers/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(res.json()).toEqual(unknown.json());
  });

  it('looks a number up with a masked name and why it cannot be paid', async () => {
    const lookup = async (mobile: string, who = ravi) => {
      const res = await callAs(ctx, who, 'POST', '/api/v1/transfers/lookup', { mobile });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect(await lookup(asha.mobile)).toEqual({ name: 'Asha D****', canReceive: true });
    const single = await customer(ctx, { name: 'Meera' });
    expect(await lookup(single.mobile)).toEqual({ name: 'M***', canReceive: true });
    expect(await lookup(ravi.mobile)).toEqual({
      name: 'Ravi K****',
      canReceive: false,
      reason: 'SELF',
    });
    expect(await lookup(uniqueMobile())).toEqual({
      name: null,
      canReceive: false,
      reason: 'NOT_ON_KOSH',
    });
    const admin = await signInAdmin(ctx);
    expect(await lookup(admin.mobile)).toMatchObject({
      canReceive: false,
      reason: 'CANNOT_RECEIVE',
    });
    // Nothing of the receiver's wallet is told.
    const raw = await callAs(ctx, ravi, 'POST', '/api/v1/transfers/lookup', {
      mobile: asha.mobile,
    });
    expect(raw.body).not.toMatch(/balance|kyc/i);
  });

  it('names the receiver as KYC approved them, not as they signed up', async () => {
    const receiver = await customer(ctx, { name: 'Ravi S' });
    const lookedUp = async () =>
      (
        await callAs(ctx, ravi, 'POST', '/api/v1/transfers/lookup', { mobile: receiver.mobile })
      ).json().data.name;
    const submitted = await submitPersonal(ctx, receiver.token, 'Ravindra Kumar Singh');
    expect(submitted.json().data.status).toBe('2');
    // Submitted is not approved: until KYC vouches for the name, the sign-up one is shown.
    expect(await lookedUp()).toBe('Ravi S****');
    // The PAN's provider holds the same name: the personal details are approved with it.
    expect((await verifyPanOnline(ctx, receiver.token, goodPan())).json().data.status).toBe('1');
    expect(await lookedUp()).toBe('Ravindra K**** S****');
    const sent = await sendMoney(ctx, ravi, { mobile: receiver.mobile, amount: 1 });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('invites numbers not on Kosh, five a day, one a day to a number', async () => {
    const inviter = await customer(ctx, { name: 'Ravi Kumar' });
    const invite = (mobile: string, who = inviter) =>
      callAs(ctx, who, 'POST', '/api/v1/transfers/invite', { mobile });
    const numbers = Array.from({ length: 6 }, () => uniqueMobile());
    for (const mobile of numbers.slice(0, 5)) {
      const res = await invite(mobile);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ sent: true });
    }
    const [sms] = await outbox(ctx, numbers[0] ?? '');
    expect(sms?.text).toContain('Ravi invites you to Kosh');
    const sixth = await invite(numbers[5] ?? '');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('TRANSFER_INVITE_LIMIT');
    // The first invite is a day old in about 24 hours: then another may go.
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);
    // Someone else may not invite the same number again today.
    const again = await invite(numbers[0] ?? '', asha);
    expect(again.statusCode).toBe(429);
    const onKosh = await invite(asha.mobile, ravi);
    expect(onKosh.statusCode).toBe(409);
    expect(onKosh.json().code).toBe('TRANSFER_ALREADY_ON_KOSH');
    const rows = await ctx.database.db
      .select()
      .from(transferInvites)
      .where(eq(transferInvites.userId, inviter.UId));
    expect(rows).toHaveLength(5);
  });
});
