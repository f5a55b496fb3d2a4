import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  signInAdmin,
  signUp,
  waitForOutbox,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import { expectForbidden } from '../helpers/refusals';
import {
  HTML_AS_PNG,
  activeCategories,
  adminReply,
  getMessages,
  insertMessage,
  photo,
  raiseTicket,
  seedCategories,
  supportCounts,
  type ActiveCategory,
} from '../helpers/support';
import { call, fund } from '../helpers/recharges';
import { approve, submittedRequest } from '../helpers/wallet';

describe('support: the back office', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  let second: SignedInAdmin;
  let alice: SignedUp;
  let bob: SignedUp;
  let categories: ActiveCategory[];

  beforeAll(async () => {
    ctx = await createTestContext({ seedCatalogue: true });
    admin = await signInAdmin(ctx);
    second = await signInAdmin(ctx);
    await seedCategories(ctx);
    alice = await signUp(ctx, { name: 'Alice Rao' });
    bob = await signUp(ctx, { name: 'Bob Das' });
    categories = await activeCategories(ctx, alice.token);
  });
  afterAll(() => ctx.close());

  const get = (url: string, token = admin.token) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const postJson = (url: string, payload: unknown, token = admin.token) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
  const cat = (i: number) => {
    const c = categories[i];
    if (!c) throw new Error('no category');
    return c;
  };

  it('every back-office call needs an admin', async () => {
    for (const url of [
      '/api/admin/support/tickets',
      '/api/admin/support/tickets/1',
      '/api/admin/support/admins',
      '/api/admin/support/categories',
    ]) {
      expectForbidden(await get(url, alice.token), url);
    }
    expectForbidden(
      await postJson('/api/admin/support/tickets/1/status', { isOpen: false }, alice.token),
    );
    expectForbidden(await postJson('/api/admin/support/categories', { name: 'Mine' }, alice.token));
  });

  it('the inbox: waiting tickets oldest first, then the rest by last message; filters', async () => {
    const first = await raiseTicket(ctx, alice.token, cat(0));
    const secondMid = await raiseTicket(ctx, bob.token, cat(1), { MsgSubject: 'Recharge failed' });
    const third = await raiseTicket(ctx, alice.token, cat(0), { MsgSubject: 'Login trouble' });
    // The team answers the first: it stops waiting and goes below the waiting ones.
    expect(
      (await adminReply(ctx, admin.token, first, { Msg: 'Looking into it.' })).statusCode,
    ).toBe(200);

    const inbox = await get('/api/admin/support/tickets?status=all&pageSize=100');
    expect(inbox.statusCode).toBe(200);
    const mids = inbox.json().data.map((t: { Mid: string }) => t.Mid);
    expect(mids.slice(0, 3)).toEqual([secondMid, third, first]);
    expect(inbox.json().totalCount).toBe(3);
    const row = inbox.json().data[0];
    expect(row).toMatchObject({
      Mid: secondMid,
      subject: 'Recharge failed',
      category: cat(1).Category,
      customer: { userId: bob.userId, name: 'Bob Das', mobile: bob.mobile },
      assignee: null,
      lastSenderType: '0',
      unread: 1,
      messageCount: 1,
    });
    expect(row.waitingSince).not.toBeNull();

    const waiting = await get('/api/admin/support/tickets?unread=true');
    expect(waiting.json().data.map((t: { Mid: string }) => t.Mid)).toEqual([secondMid, third]);
    const byCategory = await get(`/api/admin/support/tickets?category=${cat(1).id}`);
    expect(byCategory.json().data.map((t: { Mid: string }) => t.Mid)).toEqual([secondMid]);
    const bySearch = await get(`/api/admin/support/tickets?search=${encodeURIComponent('login')}`);
    expect(bySearch.json().data.map((t: { Mid: string }) => t.Mid)).toEqual([third]);
    const byMobile = await get(`/api/admin/support/tickets?search=${bob.mobile}`);
    expect(byMobile.json().data.map((t: { Mid: string }) => t.Mid)).toEqual([secondMid]);
    const paged = await get('/api/admin/support/tickets?pageSize=1&page=2');
    expect(paged.json()).toMatchObject({ page: 2, pageSize: 1, totalCount: 3 });
    expect(paged.json().data.map((t: { Mid: string }) => t.Mid)).toEqual([third]);
    const bad = await get('/api/admin/support/tickets?status=maybe');
    expect(bad.statusCode).toBe(400);
    // Past a serial's range is no category (fuzz seed 906792477 once had it answer 500).
    const huge = await get('/api/admin/support/tickets?category=2147483648');
    expect(huge.statusCode).toBe(400);
    const hugeRename = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/support/categories/2147483648',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { name: 'Anything' },
    });
    expect(hugeRename.statusCode).toBe(400);
  });

  it('assign to an admin, to me, to nobody; filters by assignee', async () => {
    const mid = await raiseTicket(ctx, alice.token, cat(2));
    const assigned = await postJson(`/api/admin/support/tickets/${mid}/assign`, {
      assignee: second.userId,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      code: 'TICKET_ASSIGNED',
      message: `Ticket #${mid} is assigned to Kosh Admin.`,
      data: { Mid: mid, assignee: { userId: second.userId } },
    });
    const theirs = await get(`/api/admin/support/tickets?assignee=${second.userId}`);
    expect(theirs.json().data.map((t: { Mid: string }) => t.Mid)).toEqual([mid]);
    const mine = await get('/api/admin/support/tickets?assignee=me', second.token);
    expect(mine.json().data.map((t: { Mid: string }) => t.Mid)).toEqual([mid]);
    const none = await get('/api/admin/support/tickets?assignee=none&pageSize=100');
    expect(none.json().data.map((t: { Mid: string }) => t.Mid)).not.toContain(mid);

    const unknown = await postJson(`/api/admin/support/tickets/${mid}/assign`, {
      assignee: alice.userId,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({
      field: 'assignee',
      code: 'TICKET_ASSIGNEE_UNKNOWN',
    });

    const unassigned = await postJson(`/api/admin/support/tickets/${mid}/assign`, {
      assignee: null,
    });
    expect(unassigned.json()).toMatchObject({
      code: 'TICKET_UNASSIGNED',
      data: { assignee: null },
    });
    const missing = await postJson('/api/admin/support/tickets/987654321/assign', {
      assignee: null,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('status: close and reopen; the status filter follows', async () => {
    const mid = await raiseTicket(ctx, bob.token, cat(3));
    const closed = await postJson(`/api/admin/support/tickets/${mid}/status`, { isOpen: false });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      code: 'TICKET_STATUS_UPDATED',
      data: { Mid: mid, isOpen: false },
    });
    const closedList = await get('/api/admin/support/tickets?status=closed');
    expect(closedList.json().data.map((t: { Mid: string }) => t.Mid)).toContain(mid);
    const openList = await get('/api/admin/support/tickets?status=open&pageSize=100');
    expect(openList.json().data.map((t: { Mid: string }) => t.Mid)).not.toContain(mid);
    const reopened = await postJson(`/api/admin/support/tickets/${mid}/status`, { isOpen: 'true' });
    expect(reopened.json().data.isOpen).toBe(true);
    const [bobs] = (await getMessages(ctx, bob.token, { Mid: mid })).json().data;
    expect(bobs.isOpen).toBe(true);
  });

  it('the customer’s recent wallet activity shows what became of each payment, not its hold', async () => {
    const dev = await signUp(ctx, { name: 'Dev Rao' });
    await fund(ctx, dev.UId, 1000_00n);
    const pay = (number: string, amount: number) =>
      call(ctx, dev.token, '/api/recharge/mobile', { opcode: 'JIO', number, amount });
    const paid = await pay('9876512345', 199);
    expect(paid.statusCode, paid.body).toBe(200);
    // A number ending 0000 fails at the operator (refunded), one ending 1111 stays pending.
    expect((await pay('9876540000', 149)).json().data.status).toBe('Failure');
    expect((await pay('9876511111', 99)).statusCode).toBe(202);
    const mid = await raiseTicket(ctx, dev.token, cat(0));

    const res = await get(`/api/admin/support/tickets/${mid}`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json().data.customer.recentActivity as {
      description: string;
      amount: string;
      status: string;
    }[];
    expect(lines.map((l) => [l.description, l.amount, l.status])).toEqual([
      ['Mobile recharge', '-99.00', 'Pending'],
      ['Mobile recharge', '149.00', 'Refunded'],
      ['Mobile recharge', '-149.00', 'Refunded'],
      ['Mobile recharge', '-199.00', 'Success'],
      ['Top-up (online)', '1000.00', 'Success'],
    ]);
  });

  it('a ticket: its conversation, the customer with balance and recent wallet activity; opening it marks it read', async () => {
    const carol = await signUp(ctx, { name: 'Carol Iyer' });
    const request = await submittedRequest(ctx, carol.token, { amount: '250' });
    expect((await approve(ctx, admin.token, request)).statusCode).toBe(200);
    const mid = await raiseTicket(ctx, carol.token, cat(0), { slipImage: await photo(3) });
    await insertMessage(ctx, carol.token, { Mid: mid, Msg: 'Hello?' });

    const before = await get(`/api/admin/support/tickets?search=${mid}`);
    expect(before.json().data.find((t: { Mid: string }) => t.Mid === mid)).toMatchObject({
      unread: 2,
    });
    const res = await get(`/api/admin/support/tickets/${mid}`);
    expect(res.statusCode).toBe(200);
    const { ticket, messages, customer } = res.json().data;
    expect(ticket).toMatchObject({ Mid: mid, unread: 0, messageCount: 2 });
    expect(messages.map((m: { Msg: string; senderType: string }) => [m.senderType, m.Msg])).toEqual(
      [
        ['0', 'I paid 500 rupees yesterday and the wallet still shows the old balance.'],
        ['0', 'Hello?'],
      ],
    );
    expect(messages[0].Attach).toMatch(/^\/api\/v1\/support\/attachments\//);
    expect(messages[0].sender).toEqual({ userId: carol.userId, name: 'Carol Iyer' });
    expect(customer).toMatchObject({
      userId: carol.userId,
      name: 'Carol Iyer',
      mobile: carol.mobile,
    });
    expect(customer.balance).toBe('250.00');
    expect(customer.recentActivity[0]).toMatchObject({
      description: 'Top-up (offline)',
      amount: '250.00',
      status: 'Success',
    });

    const after = await get(`/api/admin/support/tickets?search=${mid}`);
    expect(after.json().data.find((t: { Mid: string }) => t.Mid === mid)).toMatchObject({
      unread: 0,
    });
    const missing = await get('/api/admin/support/tickets/987654321');
    expect(missing.statusCode).toBe(404);
  });

  it("the team's reply: stored with its attachment, the customer texted; bad input stores nothing", async () => {
    const mid = await raiseTicket(ctx, alice.token, cat(0));
    const texts = (await waitForOutbox(ctx, alice.mobile, 1)).length;
    const res = await adminReply(ctx, admin.token, mid, {
      Msg: 'Here is the receipt.',
      slipImage: await photo(9, 'receipt.png'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'TICKET_REPLY_SENT',
      data: { Mid: mid, lastSenderType: '1', waitingSince: null },
    });
    const sms = await waitForOutbox(ctx, alice.mobile, texts + 1);
    expect(sms[0]?.text).toContain(`Kosh support replied on ticket #${mid}`);
    const thread = (await getMessages(ctx, alice.token, { Mid: mid })).json().data;
    expect(thread.at(-1)).toMatchObject({
      senderType: '1',
      SenderId: admin.userId,
      attachType: 'image/webp',
    });
    const file = await get(thread.at(-1).Attach, alice.token);
    expect(file.statusCode).toBe(200);

    const before = await supportCounts(ctx);
    const blank = await adminReply(ctx, admin.token, mid, { Msg: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0]).toMatchObject({ field: 'Msg', code: 'TICKET_MESSAGE_REQUIRED' });
    const disguised = await adminReply(ctx, admin.token, mid, {
      Msg: 'See this',
      slipImage: HTML_AS_PNG,
    });
    expect(disguised.statusCode).toBe(400);
    const nowhere = await adminReply(ctx, admin.token, '987654321', { Msg: 'Hello' });
    expect(nowhere.statusCode).toBe(404);
    expect(await supportCounts(ctx)).toEqual(before);
  });

  it('admins and categories: list, create, rename, receiver, deactivate; names unique whatever the case', async () => {
    const admins = await get('/api/admin/support/admins');
    expect(
      admins
        .json()
        .data.map((a: { userId: string }) => a.userId)
        .sort(),
    ).toEqual([admin.userId, second.userId].sort());

    const list = await get('/api/admin/support/categories');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(6);
    expect(list.json().data[0]).toMatchObject({
      name: 'Wallet & top-ups',
      active: true,
      receiver: { userId: admin.userId },
    });

    const created = await postJson('/api/admin/support/categories', {
      name: '  Refunds  ',
      receiver: second.userId,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      name: 'Refunds',
      active: true,
      receiver: { userId: second.userId },
      openTickets: 0,
    });
    const id = created.json().data.id as number;
    expect((await activeCategories(ctx, alice.token)).find((c) => c.id === id)?.username).toBe(
      second.userId,
    );

    const taken = await postJson('/api/admin/support/categories', { name: 'REFUNDS' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors[0]).toMatchObject({
      field: 'name',
      code: 'TICKET_CATEGORY_NAME_TAKEN',
    });
    // One character is too short however many bytes it takes (an emoji is two UTF-16 units).
    for (const name of [' x ', '😀']) {
      const short = await postJson('/api/admin/support/categories', { name });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors[0]).toMatchObject({
        field: 'name',
        code: 'TICKET_CATEGORY_NAME_REQUIRED',
      });
    }
    const badReceiver = await postJson('/api/admin/support/categories', {
      name: 'Other',
      receiver: alice.userId,
    });
    expect(badReceiver.statusCode).toBe(400);

    const patch = (payload: unknown, target = id) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/support/categories/${target}`,
        headers: bearer(admin.token),
        payload: payload as Record<string, unknown>,
      });
    const renamed = await patch({ name: 'Refunds & reversals' });
    expect(renamed.json().data.name).toBe('Refunds & reversals');
    const clash = await patch({ name: 'kyc' });
    expect(clash.statusCode).toBe(400);
    const off = await patch({ active: false, receiver: null });
    expect(off.json().data).toMatchObject({ active: false, receiver: null });
    expect((await activeCategories(ctx, alice.token)).some((c) => c.id === id)).toBe(false);
    const nothing = await patch({});
    expect(nothing.statusCode).toBe(400);
    const missing = await patch({ active: true }, 999999);
    expect(missing.statusCode).toBe(404);

    // A later start seeds nothing and leaves the back office's choices alone.
    expect(await seedCategories(ctx)).toBe(0);
    expect((await get('/api/admin/support/categories')).json().data).toHaveLength(7);
  });

  it('the purge job forgets live-channel rows older than a day, and only those', async () => {
    const mid = await raiseTicket(ctx, alice.token, cat(0));
    await ctx.database.db.execute(sql`
      update support_events set created_at = now() - interval '25 hours'
      where id = (select min(id) from support_events)`);
    const before = await supportCounts(ctx);
    expect(await ctx.services.support.live.purgeEvents()).toBe(1);
    expect((await supportCounts(ctx)).events).toBe(before.events - 1);
    expect(await ctx.services.support.live.purgeEvents()).toBe(0);
    expect(mid).toMatch(/^\d+$/);
  });
});

describe('support: the first start without an admin yet', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('seeds the categories unreceived, and fills their receiver once an admin exists', async () => {
    expect(await seedCategories(ctx)).toBe(6);
    const customer = await signUp(ctx);
    const before = await activeCategories(ctx, customer.token);
    expect(before.map((c) => c.username)).toEqual([null, null, null, null, null, null]);
    const first = await signInAdmin(ctx);
    await signInAdmin(ctx);
    expect(await seedCategories(ctx)).toBe(0);
    const after = await activeCategories(ctx, customer.token);
    expect(after.map((c) => c.username)).toEqual(Array(6).fill(first.userId));
  });
});
