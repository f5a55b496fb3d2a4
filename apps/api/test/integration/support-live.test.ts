import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportEventSchema } from '@kosh/contract/support';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  signInAdmin,
  signUp,
  waitForOutbox,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import {
  activeCategories,
  adminReply,
  insertMessage,
  raiseTicket,
  readEvents,
  seedCategories,
  type ActiveCategory,
} from '../helpers/support';
import { rows } from '../helpers/wallet';

describe('support: the live channel (SSE) and the reply SMS', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  let alice: SignedUp;
  let bob: SignedUp;
  let category: ActiveCategory;

  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    admin = await signInAdmin(ctx);
    await seedCategories(ctx);
    alice = await signUp(ctx);
    bob = await signUp(ctx);
    const [first] = await activeCategories(ctx, alice.token);
    if (!first) throw new Error('no category');
    category = first;
  });
  afterAll(() => ctx.close());

  const open = async (path: string, token: string) => {
    const controller = new AbortController();
    const res = await fetch(`${ctx.apiUrl}${path}`, {
      headers: { ...bearer(token), 'accept-encoding': 'gzip, br' },
      signal: controller.signal,
    });
    return { res, controller };
  };

  it('needs a token; the admin stream needs an admin', async () => {
    const anonymous = await fetch(`${ctx.apiUrl}/api/v1/support/events`);
    expect(anonymous.status).toBe(401);
    const customer = await fetch(`${ctx.apiUrl}/api/admin/support/events`, {
      headers: bearer(alice.token),
    });
    expect(customer.status).toBe(403);
  });

  it("delivers a team reply to the customer's stream (uncompressed), with the unread count, and not to another customer's", async () => {
    const mid = await raiseTicket(ctx, alice.token, category);
    const aliceStream = await open('/api/v1/support/events', alice.token);
    const bobStream = await open('/api/v1/support/events', bob.token);
    expect(aliceStream.res.status).toBe(200);
    expect(aliceStream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(aliceStream.res.headers.get('content-encoding')).toBeNull();
    const body = aliceStream.res.body;
    if (!body || !bobStream.res.body) throw new Error('no stream');
    // Once the stream has answered, every later event reaches it: no wait needed.
    const answered = await adminReply(ctx, admin.token, mid, { Msg: 'Credited now, sorry!' });
    expect(answered.statusCode).toBe(200);

    const events = await readEvents(body, (seen) =>
      seen.some((e) => JSON.parse(e.data).Mid === mid),
    );
    const event = supportEventSchema.parse(
      JSON.parse(events.find((e) => e.event === 'ticket')?.data ?? '{}'),
    );
    expect(event).toEqual({ Mid: mid, kind: 'message', senderType: '1', isOpen: true, unread: 1 });

    await expect(readEvents(bobStream.res.body, (seen) => seen.length > 0, 2500)).rejects.toThrow(
      /no matching event/,
    );
    aliceStream.controller.abort();
    bobStream.controller.abort();

    // The customer is texted about the reply.
    const texts = await waitForOutbox(ctx, alice.mobile, 2);
    expect(texts.some((t) => t.text.includes(`Kosh support replied on ticket #${mid}`))).toBe(true);
  });

  it("the team's stream gets customers' messages and status changes", async () => {
    const mid = await raiseTicket(ctx, alice.token, category);
    const stream = await open('/api/admin/support/events', admin.token);
    if (!stream.res.body) throw new Error('no stream');
    const reply = await insertMessage(ctx, alice.token, { Mid: mid, Msg: 'Any news?' });
    expect(reply.statusCode).toBe(200);
    const closed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/toggleIsOpenField',
      headers: bearer(alice.token),
      payload: { Mid: mid, isOpen: false },
    });
    expect(closed.statusCode).toBe(200);
    const events = await readEvents(stream.res.body, (seen) => seen.length >= 2);
    const parsed = events.map((e) => supportEventSchema.parse(JSON.parse(e.data)));
    expect(parsed.map((e) => [e.Mid, e.kind, e.senderType, e.isOpen])).toEqual([
      [mid, 'message', '0', true],
      [mid, 'status', null, false],
    ]);
    expect(parsed[0]?.unread).toBeGreaterThanOrEqual(1);
    stream.controller.abort();
  });

  it('an event whose id commits after a higher one is still delivered, and none twice', async () => {
    // A hub still serving the last test's stream would also pass this stream the new ticket's
    // own event (committed after its last poll): start from a hub that takes a fresh baseline.
    await expect.poll(() => ctx.services.supportEvents.size).toBe(0);
    const mid = await raiseTicket(ctx, alice.token, category);
    const stream = await open('/api/admin/support/events', admin.token);
    if (!stream.res.body) throw new Error('no stream');
    const [last] = await rows<{ id: string }>(
      ctx,
      sql`select max(id)::text as id from support_events`,
    );
    const top = BigInt(last?.id ?? '0');
    // As if two transactions took ids top+20 and top+10, and the one holding top+10 committed last.
    const insert = (id: bigint, kind: 'assigned' | 'status') =>
      ctx.database.db.execute(sql`
        insert into support_events (id, ticket_id, customer_id, kind, sender_type, is_open)
        overriding system value
        select ${id}, t.id, t.customer_id, ${kind}, null, t.is_open
        from support_tickets t where t.id = ${BigInt(mid)}`);
    await insert(top + 20n, 'assigned');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await insert(top + 10n, 'status');
    // Both come, then (several polls later) nothing more: no event is sent twice.
    const events = await readEvents(stream.res.body, (seen) => seen.length > 2, 4500, true);
    stream.controller.abort();
    const kinds = events.map((e) => supportEventSchema.parse(JSON.parse(e.data)).kind);
    expect(kinds).toEqual(['assigned', 'status']);
  });

  it('a client that goes away is dropped from the hub', async () => {
    const hub = ctx.services.supportEvents;
    // The earlier tests' streams are gone once their sockets have closed.
    await expect.poll(() => hub.size).toBe(0);
    const stream = await open('/api/v1/support/events', alice.token);
    const other = await open('/api/v1/support/events', bob.token);
    expect(hub.size).toBe(2);
    stream.controller.abort();
    await expect.poll(() => hub.size).toBe(1);
    other.controller.abort();
    await expect.poll(() => hub.size).toBe(0);
  });

  it('an SMS failure never fails the reply', async () => {
    const mid = await raiseTicket(ctx, alice.token, category);
    // The SMS gateway (the sandbox) goes away: the reply is saved and answered all the same.
    await ctx.sandbox.close();
    const answered = await adminReply(ctx, admin.token, mid, {
      Msg: 'Texts are down, reply is not.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ Mid: mid, lastSenderType: '1' });
  });

  it('app.close() ends open streams', async () => {
    const stream = await open('/api/v1/support/events', alice.token);
    if (!stream.res.body) throw new Error('no stream');
    const reader = stream.res.body.getReader();
    await reader.read();
    const ended = (async () => {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return true;
      }
    })();
    await ctx.app.close();
    await expect(ended).resolves.toBe(true);
  });
});
