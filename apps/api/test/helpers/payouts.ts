import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestContext } from './app';
import { bearer, signUp, uniqueIp, type SignedUp } from './accounts';
import { KNOWN_IFSC, verifyBankOnline } from './kyc';
import { rows, setKycLevel } from './wallet';

/** A 12-digit account number ending in `ending` (the sandbox's payouts read its last 4 digits). */
export const accountEndingIn = (ending: string) =>
  `${randomInt(10_000_000, 100_000_000)}${ending}`.padStart(12, '1');

/** Credits the wallet as the back office's approved request would: a posted ledger credit. */
export async function fund(ctx: TestContext, userId: string, amountPaise: bigint) {
  await ctx.database.db.transaction((tx) =>
    ctx.services.ledger.transfer(tx, {
      debit: { system: 'bankCash' },
      credit: { wallet: userId },
      amountPaise,
      code: 'WALLET_CREDIT_ADMIN',
      reference: { type: 'test', id: randomUUID() },
    }),
  );
}

export interface Sender extends SignedUp {
  /** The KYC-approved bank account (its full number), when one was given. */
  ownAccount: string | null;
}

/**
 * A customer who may send money: full KYC, its own bank account approved by the online penny drop
 * (unless `ownAccount` is null), and `balancePaise` in the wallet.
 */
export async function sender(
  ctx: TestContext,
  options: { ownAccount?: string | null; balancePaise?: bigint; kyc?: 'min' | 'full' } = {},
): Promise<Sender> {
  const customer = await signUp(ctx);
  const ownAccount =
    options.ownAccount === undefined ? accountEndingIn('1234') : options.ownAccount;
  if (ownAccount) {
    const res = await verifyBankOnline(ctx, customer.token, ownAccount);
    if (res.statusCode !== 200) throw new Error(`onlineKyc/bank ${res.statusCode}: ${res.body}`);
  }
  await setKycLevel(ctx, customer.UId, options.kyc ?? 'full');
  if (options.balancePaise) await fund(ctx, customer.UId, options.balancePaise);
  return { ...customer, ownAccount };
}

export function apiCall(
  ctx: TestContext,
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    headers: { ...bearer(token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export const addBeneficiary = (
  ctx: TestContext,
  token: string,
  body: { accountNumber: string; ifsc?: string; name?: string },
) => apiCall(ctx, token, 'POST', '/api/v1/beneficiaries', { ifsc: KNOWN_IFSC, ...body });

export const sendPayout = (
  ctx: TestContext,
  token: string,
  body: { beneficiaryId: string; amount: unknown; mode?: string },
  key: string = randomUUID(),
) => apiCall(ctx, token, 'POST', '/api/v1/payouts', body, { 'idempotency-key': key });

export interface WirePayout {
  id: string;
  status: string;
  utr: string | null;
  amount: number;
  failureReason: string | null;
  beneficiary: { id: string; accountNumber: string };
}

export async function payoutOf(ctx: TestContext, token: string, id: string): Promise<WirePayout> {
  const res = await apiCall(ctx, token, 'GET', `/api/v1/payouts/${id}`);
  if (res.statusCode !== 200) throw new Error(`GET payout ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: WirePayout }).data;
}

/** The payout once `done` holds (the sandbox's webhooks move it), or the test fails. */
export async function waitForPayout(
  ctx: TestContext,
  token: string,
  id: string,
  done: (p: WirePayout) => boolean,
  timeoutMs = 10_000,
): Promise<WirePayout> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const payout = await payoutOf(ctx, token, id);
    if (done(payout)) return payout;
    if (Date.now() > deadline) throw new Error(`payout ${id} stayed ${payout.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The templates texted to the customer, oldest first. */
export async function textsTo(ctx: TestContext, userId: string): Promise<string[]> {
  const texts = await rows<{ template: string }>(
    ctx,
    sql`select template from sms_outbox where user_id = ${userId} order by seq`,
  );
  return texts.map((t) => t.template);
}

/** The ledger transfers that name payout `id`, by kind and code. */
export async function payoutTransfers(ctx: TestContext, id: string) {
  return rows<{ kind: string; code: string; amount_paise: string }>(
    ctx,
    sql`select kind, code, amount_paise::text from ledger_transfers
         where reference_type = 'payout' and reference_id = ${id}
            or pending_id in (select hold_transfer_id from payouts where id = ${id})
         order by created_at, kind`,
  );
}

/** The provider's id of a payout, once it has one. */
export async function providerIdOf(ctx: TestContext, id: string): Promise<string | null> {
  const [row] = await rows<{ provider_payout_id: string | null }>(
    ctx,
    sql`select provider_payout_id from payouts where id = ${id}`,
  );
  return row?.provider_payout_id ?? null;
}

/** The sandbox's payout webhook log for one provider payout id. */
export async function payoutWebhookLog(ctx: TestContext, providerId: string) {
  const res = await fetch(`${ctx.sandboxUrl}/v1/test/payouts/webhooks?payout_id=${providerId}`);
  return (await res.json()) as { event_id: string; status: string; delivery: string }[];
}

export async function redeliverPayoutWebhook(ctx: TestContext, eventId: string) {
  const res = await fetch(`${ctx.sandboxUrl}/v1/test/payouts/webhooks/${eventId}/redeliver`, {
    method: 'POST',
  });
  if (!res.ok) throw new Error(`redeliver ${res.status}`);
  return res.json() as Promise<{ delivery: string; last_response_status: number | null }>;
}
