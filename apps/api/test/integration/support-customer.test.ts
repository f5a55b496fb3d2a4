import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MESSAGE_MAX } from '@kosh/contract/support';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  signInAdmin,
  signUp,
  uniqueIp,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import {
  EXE_AS_PDF,
  HTML_AS_PNG,
  PDF,
  PDF_WITH_SCRIPT,
  activeCategories,
  bigImage,
  getMessages,
  insertMessage,
  photo,
  raiseTicket,
  seedCategories,
  supportCounts,
  type ActiveCategory,
} from '../helpers/support';

describe("support: the customer's four calls, attachments and unread", () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  let alice: SignedUp;
  let bob: SignedUp;
  let wallet: ActiveCategory;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signInAdmin(ctx);
    await seedCategories(ctx);
    alice = await signUp(ctx, { name: 'Alice Rao' });
    bob = await signUp(ctx, { name: 'Bob Das' });
    const categories = await activeCategories(ctx, alice.token);
    const found = categories.find((c) => c.Category === 'Wallet & top-ups');
    if (!found) throw new Error('no seeded category');
    wallet = found;
  });
  afterAll(() => ctx.close());

  const toggle = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/toggleIsOpenField',
      headers: bearer(token),
      payload,
    });

  const expectRefused = async (
    res: {
      statusCode: number;
      json: () => { code: string; errors?: { field: string; code: string }[] };
    },
    field: string,
    code: string,
  ) => {
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors?.some((e) => e.field === field && e.code === code)).toBe(true);
  };

  it('getActiveCategories: the six seeded categories, received by the first admin; a second seed adds none', async () => {
    const categories = await activeCategories(ctx, alice.token);
    expect(categories.map((c) => c.Category)).toEqual([
      'Wallet & top-ups',
      'Recharges & bills',
      'KYC',
      'Hotel bookings',
      'Account & login',
      'Something else',
    ]);
    expect(categories.every((c) => c.username === admin.userId)).toBe(true);
    expect(await seedCategories(ctx)).toBe(0);
    expect(await activeCategories(ctx, alice.token)).toHaveLength(6);
  });

  it('getActiveCategories needs a token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/getActiveCategories',
      payload: { isActive: 1 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('insertMessage raises a ticket with a photo; getMessages lists it and shows its conversation', async () => {
    const res = await insertMessage(ctx, alice.token, {
      ReceiverId: wallet.username ?? '',
      Mtype: String(wallet.id),
      MsgSubject: '  Top-up of 500 not credited  ',
      Msg: 'Paid by UPI at 10am, still not in my wallet.',
      slipImage: await photo(1, 'screenshot.jpg'),
      // Spoofed: the token decides.
      SenderId: bob.userId,
      senderType: '1',
      isRetailer: '0',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: true, tokenValid: true, code: 'TICKET_CREATED' });
    const mid = body.data.Mid as string;
    expect(body.message).toBe(`Your ticket #${mid} is raised. We will reply here and text you.`);

    const list = await getMessages(ctx, alice.token);
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((t: { Mid: string }) => t.Mid === mid);
    expect(row).toMatchObject({
      Mtype: String(wallet.id),
      Category: 'Wallet & top-ups',
      MsgSubject: 'Top-up of 500 not credited',
      Msg: 'Paid by UPI at 10am, still not in my wallet.',
      isOpen: true,
      SenderId: alice.userId,
      ReceiverId: admin.userId,
      senderType: '0',
      attachType: 'image/webp',
      attachName: 'screenshot.webp',
      messageCount: 1,
      unread: 0,
    });
    expect(row.Attach).toMatch(/^\/api\/v1\/support\/attachments\/[0-9a-f-]{36}$/);

    const thread = await getMessages(ctx, alice.token, { Mid: mid });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().data).toHaveLength(1);
    expect(thread.json().data[0]).toMatchObject({
      Mid: mid,
      senderType: '0',
      SenderId: alice.userId,
    });

    // The attachment: the owner and admins get it (re-encoded, inline), anyone else 404.
    const own = await ctx.app.inject({
      method: 'GET',
      url: row.Attach,
      headers: bearer(alice.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['content-disposition']).toMatch(/^inline/);
    const byAdmin = await ctx.app.inject({
      method: 'GET',
      url: row.Attach,
      headers: bearer(admin.token),
    });
    expect(byAdmin.statusCode).toBe(200);
    const byBob = await ctx.app.inject({
      method: 'GET',
      url: row.Attach,
      headers: bearer(bob.token),
    });
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json().code).toBe('TICKET_ATTACHMENT_NOT_FOUND');
    const anonymous = await ctx.app.inject({ method: 'GET', url: row.Attach });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a client written to the spec names the category by its Category text, and reads that Mtype back', async () => {
    const client = await signUp(ctx, { name: 'Spec Client' });
    const byName = await insertMessage(ctx, client.token, {
      ReceiverId: wallet.username ?? '',
      Mtype: 'WALLET & TOP-UPS',
      MsgSubject: 'Money not added',
      Msg: 'I paid but the wallet did not change.',
      isRetailer: '0',
      senderType: '0',
      SenderId: client.userId,
    });
    expect(byName.statusCode, byName.body).toBe(200);
    const named = byName.json().data.Mid as string;
    const byId = await raiseTicket(ctx, client.token, wallet);

    const list = (await getMessages(ctx, client.token)).json().data as {
      Mid: string;
      Mtype: string;
      Category: string;
    }[];
    expect(list.find((r) => r.Mid === named)).toMatchObject({
      Mtype: 'WALLET & TOP-UPS',
      Category: 'Wallet & top-ups',
    });
    expect(list.find((r) => r.Mid === byId)).toMatchObject({ Mtype: String(wallet.id) });
    const [row] = (await getMessages(ctx, client.token, { Mid: named })).json().data;
    expect(row.Mtype).toBe('WALLET & TOP-UPS');
    // The list filters by either form.
    for (const Mtype of ['wallet & top-ups', String(wallet.id)]) {
      const mids = (await getMessages(ctx, client.token, { Mtype }))
        .json()
        .data.map((r: { Mid: string }) => r.Mid);
      expect(mids).toEqual(expect.arrayContaining([named, byId]));
    }

    const unknown = await insertMessage(ctx, client.token, {
      ReceiverId: wallet.username ?? '',
      Mtype: 'Lottery winnings',
      MsgSubject: 'Hello',
      Msg: 'Hello',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: [{ field: 'Mtype', code: 'TICKET_CATEGORY_UNKNOWN' }],
    });
  });

  it('a PDF is stored as is and served as a download with nosniff', async () => {
    const mid = await raiseTicket(ctx, alice.token, wallet, { slipImage: PDF });
    const [row] = (await getMessages(ctx, alice.token, { Mid: mid })).json().data;
    expect(row).toMatchObject({ attachType: 'application/pdf', attachName: 'receipt.pdf' });
    const file = await ctx.app.inject({
      method: 'GET',
      url: row.Attach,
      headers: bearer(alice.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="receipt.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(Buffer.from(PDF.data))).toBe(true);
  });

  it('refuses bad input with the field and a code, storing nothing', async () => {
    const before = await supportCounts(ctx);
    const base = {
      ReceiverId: wallet.username ?? '',
      Mtype: String(wallet.id),
      MsgSubject: 'Subject',
      Msg: 'A message',
    };
    await expectRefused(
      await insertMessage(ctx, alice.token, { ...base, MsgSubject: '   ' }),
      'MsgSubject',
      'TICKET_SUBJECT_REQUIRED',
    );
    await expectRefused(
      await insertMessage(ctx, alice.token, { ...base, Msg: ' \n\t ' }),
      'Msg',
      'TICKET_MESSAGE_REQUIRED',
    );
    await expectRefused(
      await insertMessage(ctx, alice.token, { ...base, Msg: 'x'.repeat(10_000) }),
      'Msg',
      'TICKET_MESSAGE_TOO_LONG',
    );
    await expectRefused(
      await insertMessage(ctx, alice.token, { ...base, MsgSubject: 's'.repeat(151) }),
      'MsgSubject',
      'TICKET_SUBJECT_TOO_LONG',
    );
    await expectRefused(
      await insertMessage(ctx, alice.token, { ...base, Mtype: '99999' }),
      'Mtype',
      'TICKET_CATEGORY_UNKNOWN',
    );
    await expectRefused(
      await insertMessage(ctx, alice.token, { ...base, Mtype: '' }),
      'Mtype',
      'TICKET_CATEGORY_REQUIRED',
    );
    await expectRefused(
      await insertMessage(ctx, alice.token, { ...base, ReceiverId: bob.userId }),
      'ReceiverId',
      'TICKET_RECEIVER_UNSET',
    );
    await expectRefused(
      await insertMessage(ctx, alice.token, { ...base, slipImage: HTML_AS_PNG }),
      'slipImage',
      'TICKET_ATTACHMENT_TYPE',
    );
    await expectRefused(
      await insertMessage(ctx, alice.token, { ...base, slipImage: EXE_AS_PDF }),
      'slipImage',
      'TICKET_ATTACHMENT_TYPE',
    );
    const script = await insertMessage(ctx, alice.token, { ...base, slipImage: PDF_WITH_SCRIPT });
    await expectRefused(script, 'slipImage', 'PDF_ACTIVE_CONTENT');
    expect(script.json()).toMatchObject({
      code: 'PDF_ACTIVE_CONTENT',
      message:
        'This PDF carries scripts, actions or embedded files (/JavaScript). Please attach a plain PDF or an image.',
    });
    const tooLarge = await insertMessage(ctx, alice.token, {
      ...base,
      slipImage: await bigImage(),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'The file must be at most 5 MB.',
      errors: [{ field: 'slipImage', code: 'FILE_TOO_LARGE' }],
    });
    // A PNG's signature over bytes that are no picture.
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('0000000d49484452', 'hex'),
      Buffer.alloc(200, 7),
    ]);
    await expectRefused(
      await insertMessage(ctx, alice.token, {
        ...base,
        slipImage: { data: broken, filename: 'x.png', type: 'image/png' },
      }),
      'slipImage',
      'TICKET_ATTACHMENT_UNREADABLE',
    );
    expect(await supportCounts(ctx)).toEqual(before);
    const files = await ctx.services.files.list('private', 'support');
    expect(files).toHaveLength(2);
  });

  it('a change that fails in the database stores nothing and leaves no file behind', async () => {
    const mid = await raiseTicket(ctx, alice.token, wallet);
    await ctx.database.db.execute(sql`
      create function support_test_refuse() returns trigger language plpgsql as $$
      begin
        if new.body = 'refuse me' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await ctx.database.db.execute(sql`
      create trigger support_test_refuse before insert on support_messages
      for each row execute function support_test_refuse()`);
    try {
      const before = await supportCounts(ctx);
      const filesBefore = await ctx.services.files.list('private', 'support');
      const res = await insertMessage(ctx, alice.token, {
        Mid: mid,
        Msg: 'refuse me',
        slipImage: await photo(5),
      });
      expect(res.statusCode).toBe(500);
      expect(await supportCounts(ctx)).toEqual(before);
      expect(await ctx.services.files.list('private', 'support')).toEqual(filesBefore);
    } finally {
      await ctx.database.db.execute(sql`drop trigger support_test_refuse on support_messages`);
      await ctx.database.db.execute(sql`drop function support_test_refuse()`);
    }
  });

  it('takes a picture sent as a file part without a filename (not a 500)', async () => {
    const picture = await photo(1, 'ignored.jpg');
    const boundary = 'kosh-test-boundary';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(
        field('ReceiverId', wallet.username ?? '') +
          field('Mtype', String(wallet.id)) +
          field('MsgSubject', 'Screenshot without a name') +
          field('Msg', 'Sent by a hand-made client.') +
          `--${boundary}\r\nContent-Disposition: form-data; name="slipImage"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      picture.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/insertMessage',
      remoteAddress: uniqueIp(),
      payload,
      headers: {
        ...bearer(alice.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(res.statusCode).toBe(200);
    const mid = res.json().data.Mid as string;
    const thread = await getMessages(ctx, alice.token, { Mid: mid });
    expect(thread.json().data[0]).toMatchObject({ attachName: 'attachment.webp' });
  });

  it('an attachment id that is not one is 404', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/support/attachments/not-a-uuid',
      headers: bearer(alice.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TICKET_ATTACHMENT_NOT_FOUND');
  });

  it('a category without a receiver, or switched off, takes no ticket', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/support/categories',
      headers: bearer(admin.token),
      payload: { name: 'Nobody home', receiver: null },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    const listed = (await activeCategories(ctx, alice.token)).find((c) => c.id === id);
    expect(listed?.username).toBeNull();
    const before = await supportCounts(ctx);
    await expectRefused(
      await insertMessage(ctx, alice.token, {
        ReceiverId: admin.userId,
        Mtype: String(id),
        MsgSubject: 'Hello',
        Msg: 'Anyone?',
      }),
      'ReceiverId',
      'TICKET_RECEIVER_UNSET',
    );
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/support/categories/${id}`,
      headers: bearer(admin.token),
      payload: { receiver: admin.userId, active: false },
    });
    expect((await activeCategories(ctx, alice.token)).some((c) => c.id === id)).toBe(false);
    await expectRefused(
      await insertMessage(ctx, alice.token, {
        ReceiverId: admin.userId,
        Mtype: String(id),
        MsgSubject: 'Hello',
        Msg: 'Anyone?',
      }),
      'Mtype',
      'TICKET_CATEGORY_UNKNOWN',
    );
    expect(await supportCounts(ctx)).toEqual(before);
  });

  it("ownership: another customer's Mid is 404 everywhere, spoofed SenderId/ReceiverAndSenderId change nothing", async () => {
    const mid = await raiseTicket(ctx, alice.token, wallet);
    const before = await supportCounts(ctx);

    const peek = await getMessages(ctx, bob.token, { Mid: mid });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().code).toBe('TICKET_NOT_FOUND');

    const spoofed = await getMessages(ctx, bob.token, {
      SenderId: alice.userId,
      ReceiverAndSenderId: alice.userId,
      isOpen: '-1',
    });
    expect(spoofed.statusCode).toBe(200);
    expect(spoofed.json().data).toEqual([]);

    const reply = await insertMessage(ctx, bob.token, {
      Mid: mid,
      Msg: 'me too',
      SenderId: alice.userId,
    });
    expect(reply.statusCode).toBe(404);

    const closed = await toggle(bob.token, { Mid: mid, isOpen: false });
    expect(closed.statusCode).toBe(404);
    expect(closed.json().code).toBe('TICKET_NOT_FOUND');
    expect(await supportCounts(ctx)).toEqual(before);

    // Alice posting as "the team" is still Alice.
    const asAdmin = await insertMessage(ctx, alice.token, {
      Mid: mid,
      Msg: 'Resolved!',
      senderType: '1',
    });
    expect(asAdmin.statusCode).toBe(200);
    const thread = (await getMessages(ctx, alice.token, { Mid: mid })).json().data;
    expect(thread.at(-1)).toMatchObject({
      senderType: '0',
      SenderId: alice.userId,
      Msg: 'Resolved!',
    });

    // The admin's token on getMessages sees every ticket, filtered.
    const all = await getMessages(ctx, admin.token, { SenderId: alice.userId });
    expect(all.statusCode).toBe(200);
    const mids = all.json().data.map((t: { Mid: string }) => t.Mid);
    expect(mids).toContain(mid);
    expect(all.json().data.every((t: { SenderId: string }) => t.SenderId === alice.userId)).toBe(
      true,
    );
    const adminThread = await getMessages(ctx, admin.token, { Mid: mid });
    expect(adminThread.statusCode).toBe(200);
  });

  it('toggleIsOpenField closes and opens; a reply to a closed ticket reopens it', async () => {
    const mid = await raiseTicket(ctx, alice.token, wallet);
    const closed = await toggle(alice.token, { Mid: mid, isOpen: false });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({
      result: true,
      tokenValid: true,
      code: 'TICKET_STATUS_UPDATED',
      message: 'Message status updated successfully!',
      data: { Mid: mid, isOpen: false },
    });
    const closedOnly = (await getMessages(ctx, alice.token, { isOpen: '0' })).json().data;
    expect(closedOnly.map((t: { Mid: string }) => t.Mid)).toContain(mid);
    const openOnly = (await getMessages(ctx, alice.token, { isOpen: '1' })).json().data;
    expect(openOnly.map((t: { Mid: string }) => t.Mid)).not.toContain(mid);

    const reply = await insertMessage(ctx, alice.token, { Mid: mid, Msg: 'Still broken.' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      code: 'TICKET_REOPENED_BY_REPLY',
      message: 'Message sent. The ticket is open again.',
    });
    const [first] = (await getMessages(ctx, alice.token, { Mid: mid })).json().data;
    expect(first.isOpen).toBe(true);

    const again = await insertMessage(ctx, alice.token, { Mid: mid, Msg: 'And one more thing.' });
    expect(again.json()).toMatchObject({ code: 'TICKET_REPLY_SENT', message: 'Message sent.' });

    const bad = await toggle(alice.token, { Mid: mid, isOpen: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'isOpen', code: 'TICKET_OPEN_FLAG' });
    const unknown = await toggle(alice.token, { Mid: '999999999', isOpen: true });
    expect(unknown.statusCode).toBe(404);
  });

  it('getMessages: newest first, date range in India, bad dates refused', async () => {
    const fresh = await signUp(ctx);
    const a = await raiseTicket(ctx, fresh.token, wallet);
    const b = await raiseTicket(ctx, fresh.token, wallet);
    const list = (await getMessages(ctx, fresh.token)).json().data;
    expect(list.map((t: { Mid: string }) => t.Mid)).toEqual([b, a]);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const inRange = await getMessages(ctx, fresh.token, { FromDate: today, ToDate: today });
    expect(inRange.json().data).toHaveLength(2);
    const past = await getMessages(ctx, fresh.token, {
      FromDate: '2020-01-01',
      ToDate: '2020-01-31',
    });
    expect(past.json().data).toEqual([]);
    const bad = await getMessages(ctx, fresh.token, { FromDate: '01-01-2020' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'FromDate', code: 'TICKET_DATE_FORMAT' });
    const longMessage = await insertMessage(ctx, fresh.token, {
      Mid: a,
      Msg: 'y'.repeat(TICKET_MESSAGE_MAX),
    });
    expect(longMessage.statusCode).toBe(200);
  });

  it("unread counts the team's replies until the customer reads the ticket", async () => {
    const carol = await signUp(ctx);
    const unread = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/support/unread',
        headers: bearer(carol.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.tickets as number;
    };
    const mid = await raiseTicket(ctx, carol.token, wallet);
    expect(await unread()).toBe(0);
    const answer = await insertMessage(ctx, admin.token, { Mid: mid, Msg: 'We are on it.' });
    expect(answer.statusCode).toBe(200);
    expect(await unread()).toBe(1);
    const listed = (await getMessages(ctx, carol.token, { isRead: '1' })).json().data;
    expect(listed.map((t: { Mid: string; unread: number }) => [t.Mid, t.unread])).toEqual([
      [mid, 1],
    ]);
    const thread = (await getMessages(ctx, carol.token, { Mid: mid })).json().data;
    expect(thread.map((m: { senderType: string }) => m.senderType)).toEqual(['0', '1']);
    expect(await unread()).toBe(0);
  });

  it('insertMessage is rate limited per customer (60 in 10 minutes), with a 429', async () => {
    const busy = await signUp(ctx);
    const mid = await raiseTicket(ctx, busy.token, wallet);
    for (let i = 1; i < 60; i++) {
      const res = await insertMessage(ctx, busy.token, { Mid: mid, Msg: `ping ${i}` });
      expect(res.statusCode).toBe(200);
    }
    const limited = await insertMessage(ctx, busy.token, { Mid: mid, Msg: 'one too many' });
    expect(limited.statusCode).toBe(429);
    // Another customer is not held back.
    const other = await signUp(ctx);
    expect((await insertMessage(ctx, other.token, { Mid: mid, Msg: 'x' })).statusCode).toBe(404);
  });
});
