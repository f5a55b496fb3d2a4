import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { signUp } from '../helpers/accounts';
import { checkLedgerAndClose } from '../helpers/ledger';
import {
  accountEndingIn,
  apiCall,
  providerIdOf,
  sendPayout,
  sender,
  waitForPayout,
  type WirePayout,
} from '../helpers/payouts';
import { customer, sendMoney } from '../helpers/transfers';

/** The text a PDF shows, through poppler's pdftotext when it is installed, else its raw bytes. */
function pdfText(pdf: Buffer): string {
  try {
    return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
  } catch {
    return pdf.toString('latin1');
  }
}

const masked = (mobile: string) => `XXXXXX${mobile.slice(-4)}`;
const final = (p: WirePayout) => ['processed', 'failed', 'rejected', 'reversed'].includes(p.status);

/**
 * Receipts of money sent: a wallet-to-wallet transfer by its KT reference (to its sender and its
 * receiver, nobody else) and a payout to a bank account by its id, once the bank answered.
 */
describe('receipts of money sent', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const receipt = (token: string, id: string) =>
    apiCall(ctx, token, 'GET', `/api/v1/receipts/${id}`);
  const pdf = (token: string, id: string, lang?: string) =>
    apiCall(ctx, token, 'GET', `/api/v1/receipts/${id}/pdf${lang ? `?lang=${lang}` : ''}`);

  async function payoutFrom(ending: string, amount: number) {
    const c = await sender(ctx, { ownAccount: accountEndingIn(ending), balancePaise: 5_000_00n });
    const res = await sendPayout(ctx, c.token, { beneficiaryId: 'own', amount });
    expect(res.statusCode, res.body).toBe(202);
    return { c, id: (res.json().data as WirePayout).id };
  }

  it('gives the sender and the receiver each their side of a transfer, and nobody else', async () => {
    const ravi = await customer(ctx, { name: 'Ravi Kumar', fundPaise: 5_000_00n });
    const asha = await customer(ctx, { name: 'Asha Devi' });
    const sent = await sendMoney(ctx, ravi, { mobile: asha.mobile, amount: 250, note: 'Dinner' });
    expect(sent.statusCode, sent.body).toBe(200);
    const reference = sent.json().data.reference as string;

    const theirs = await receipt(ravi.token, reference);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data).toMatchObject({
      id: reference,
      kind: 'transfer',
      status: 'success',
      title: { service: 'transfer-sent', name: 'Asha D****', subject: masked(asha.mobile) },
      amountPaise: '25000',
      orderId: reference,
      providerReference: null,
      method: 'wallet',
      customerMobile: masked(ravi.mobile),
      lines: [
        { label: 'receiver', value: 'Asha D****' },
        { label: 'note', value: 'Dinner' },
      ],
    });

    const hers = await receipt(asha.token, reference);
    expect(hers.statusCode, hers.body).toBe(200);
    expect(hers.json().data).toMatchObject({
      kind: 'transfer',
      title: { service: 'transfer-received', name: 'Ravi Kumar', subject: masked(ravi.mobile) },
      customerMobile: masked(asha.mobile),
      lines: [
        { label: 'sender', value: 'Ravi Kumar' },
        { label: 'note', value: 'Dinner' },
      ],
    });

    const stranger = await signUp(ctx);
    for (const res of [
      await receipt(stranger.token, reference),
      await pdf(stranger.token, reference),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('RECEIPT_NOT_FOUND');
    }
    expect((await receipt(ravi.token, 'KT999999999999')).statusCode).toBe(404);

    const file = await pdf(asha.token, reference, 'en');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`kosh-receipt-${reference}.pdf`);
    const text = pdfText(file.rawPayload);
    expect(text).toContain(reference);
    expect(text).toContain('Ravi Kumar');
  });

  it('a processed payout’s receipt carries the bank’s UTR; its PDF is in Hindi when asked', async () => {
    const { c, id } = await payoutFrom('1234', 2000);
    const done = await waitForPayout(ctx, c.token, id, final);
    expect(done.status).toBe('processed');

    const res = await receipt(c.token, id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id,
      kind: 'payout',
      status: 'success',
      title: { service: 'bank-transfer', subject: 'XXXX1234' },
      amountPaise: '200000',
      orderId: id,
      providerReference: { kind: 'bank-transaction', value: done.utr },
      method: 'wallet',
    });
    expect(data.lines.map((line: { label: string }) => line.label)).toEqual([
      'bank',
      'account',
      'ifsc',
      'holder',
      'mode',
    ]);
    expect(data.lines[1].value).toBe('XXXX1234');
    expect(JSON.stringify(data)).not.toContain(c.ownAccount);

    const stranger = await signUp(ctx);
    expect((await receipt(stranger.token, id)).statusCode).toBe(404);

    const file = await pdf(c.token, id, 'hi');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(pdfText(file.rawPayload)).toContain(done.utr!);
  });

  it('has no receipt for a payout on its way (409), and has one once the bank answered', async () => {
    const { c, id } = await payoutFrom('1111', 300);
    const onItsWay = await waitForPayout(ctx, c.token, id, (p) => p.status === 'processing');
    expect(final(onItsWay)).toBe(false);
    const early = await receipt(c.token, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('RECEIPT_NOT_READY');
    expect((await pdf(c.token, id)).statusCode).toBe(409);

    const settled = await fetch(
      `${ctx.sandboxUrl}/v1/test/payouts/${await providerIdOf(ctx, id)}/settle`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'processed' }),
      },
    );
    expect(settled.status).toBe(200);
    await waitForPayout(ctx, c.token, id, (p) => p.status === 'processed');
    expect((await receipt(c.token, id)).json().data.status).toBe('success');
  });

  it('a failed payout’s receipt says the money went back to the wallet, with no UTR', async () => {
    const { c, id } = await payoutFrom('0000', 400);
    expect((await waitForPayout(ctx, c.token, id, final)).status).toBe('failed');

    const res = await receipt(c.token, id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ kind: 'payout', status: 'refunded', providerReference: null });
    expect(data.lines.at(-1)).toEqual({ label: 'refundTo', value: 'wallet' });

    const file = await pdf(c.token, id, 'en');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(pdfText(file.rawPayload)).toContain('Refunded');
  });
});
