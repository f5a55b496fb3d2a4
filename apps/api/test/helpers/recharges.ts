import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { recharges } from '../../src/db/schema';
import type { TestContext } from './app';
import { bearer, uniqueIp } from './accounts';

export { eventually } from './eventually';

/** Credits a wallet as a top-up would (a posted ledger transfer from the gateway's clearing). */
export async function fund(ctx: TestContext, userId: string, amountPaise: bigint) {
  await ctx.database.db.transaction((tx) =>
    ctx.services.ledger.transfer(tx, {
      debit: { system: 'paymentGateway' },
      credit: { wallet: userId },
      amountPaise,
      code: 'WALLET_TOPUP_ONLINE',
      reference: { type: 'test', id: randomUUID() },
    }),
  );
}

/** POST a spec call as the customer, from its own client IP (per-IP limits never trip a test). */
export function call(
  ctx: TestContext,
  token: string,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: uniqueIp(),
    headers: { ...bearer(token), ...headers },
    payload: payload as Record<string, unknown>,
  });
}

export async function rechargeRows(ctx: TestContext, userId: string) {
  return ctx.database.db.select().from(recharges).where(eq(recharges.userId, userId));
}

export async function rechargeRow(ctx: TestContext, orderId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(recharges)
    .where(eq(recharges.orderId, orderId));
  if (!row) throw new Error(`no recharge ${orderId}`);
  return row;
}

/** A callback as the aggregator signs it, POSTed to the API. */
export function postCallback(
  ctx: TestContext,
  body: Record<string, unknown>,
  secret = ctx.config.aggregator.callbackSecret,
) {
  const raw = JSON.stringify(body);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/recharge',
    headers: {
      'content-type': 'application/json',
      'x-aggregator-signature': createHmac('sha256', secret).update(raw).digest('hex'),
    },
    payload: raw,
  });
}

export interface SandboxCallback {
  eventId: string;
  clientRef: string;
  status: string;
  attempts?: unknown[];
}

/** The callbacks the sandbox's aggregator sent, newest first. */
export async function sentCallbacks(ctx: TestContext): Promise<SandboxCallback[]> {
  const res = await fetch(`${ctx.sandboxUrl}/aggregator/callbacks`);
  const body = (await res.json()) as SandboxCallback[] | { callbacks: SandboxCallback[] };
  return Array.isArray(body) ? body : body.callbacks;
}
