import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { inboxEntries, smsOutbox } from '../../src/db/schema';
import type { TestContext } from './app';
import { bearer, signUp, uniqueIp, type SignedUp } from './accounts';
import { fund } from './recharges';
import { setKycLevel } from './wallet';

/** A signed-up customer at a KYC level, with money in the wallet when asked. */
export async function customer(
  ctx: TestContext,
  options: { name?: string; kyc?: 'min' | 'full'; fundPaise?: bigint } = {},
): Promise<SignedUp> {
  const who = await signUp(ctx, { name: options.name ?? 'Test Customer' });
  await setKycLevel(ctx, who.UId, options.kyc ?? 'full');
  if (options.fundPaise) await fund(ctx, who.UId, options.fundPaise);
  return who;
}

/** A call as the customer, from a client IP of its own (per-IP limits never trip a test). */
export function callAs(
  ctx: TestContext,
  who: SignedUp,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    headers: { ...bearer(who.token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** POST /api/v1/transfers/wallet under an Idempotency-Key (a new one unless given). */
export function sendMoney(
  ctx: TestContext,
  who: SignedUp,
  body: Record<string, unknown>,
  key: string = randomUUID(),
  headers: Record<string, string> = {},
) {
  return callAs(ctx, who, 'POST', '/api/v1/transfers/wallet', body, {
    'idempotency-key': key,
    ...headers,
  });
}

/** The customer's texts as the outbox wrote them, oldest first: template and words. */
export async function textsOf(ctx: TestContext, userId: string) {
  return ctx.database.db
    .select({ template: smsOutbox.template, text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.userId, userId))
    .orderBy(asc(smsOutbox.seq));
}

/** The customer's inbox entries: kind and where each leads. */
export function inboxOf(ctx: TestContext, userId: string) {
  return ctx.database.db
    .select({ kind: inboxEntries.kind, linkKind: inboxEntries.linkKind })
    .from(inboxEntries)
    .where(eq(inboxEntries.userId, userId));
}
