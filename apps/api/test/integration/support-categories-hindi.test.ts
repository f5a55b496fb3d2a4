import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText, type MessageCode } from '@kosh/contract/messages/catalogue';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  signInAdmin,
  signUp,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import { activeCategories, getMessages, raiseTicket, seedCategories } from '../helpers/support';
import { rows } from '../helpers/wallet';

/** The seed's six, English then Hindi. */
const SEEDED = [
  ['Wallet & top-ups', 'वॉलेट और टॉप-अप'],
  ['Recharges & bills', 'रिचार्ज और बिल'],
  ['KYC', 'KYC सत्यापन'],
  ['Hotel bookings', 'होटल बुकिंग'],
  ['Account & login', 'खाता और लॉग इन'],
  ['Something else', 'कुछ और'],
];

/** The categories as the database holds them, in their order. */
const stored = (ctx: TestContext) =>
  rows<{ id: number; name: string; name_hi: string | null; receiver: string | null }>(
    ctx,
    sql`select id, name, name_hi, receiver_user_id as receiver from support_categories order by position, id`,
  );

/** An install seeded before categories had a Hindi name: no Hindi, and no mark of the fill. */
async function asBeforeHindiNames(ctx: TestContext) {
  await ctx.database.db.execute(sql`update support_categories set name_hi = null`);
  await ctx.database.db.execute(
    sql`delete from app_settings where key = 'support.categories.hindi-names'`,
  );
}

describe('support categories: a name in Hindi beside the English one', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  let customer: SignedUp;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signInAdmin(ctx);
    await seedCategories(ctx);
    customer = await signUp(ctx, { name: 'Asha Verma' });
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
    ctx.app.inject({
      method,
      url: `/api/admin/support/categories${url}`,
      headers: bearer(admin.token),
      payload: payload as Record<string, unknown>,
    });
  const create = (payload: unknown) => send('POST', '', payload);
  const patch = (id: number, payload: unknown) => send('PATCH', `/${id}`, payload);

  it("the seeded six carry their Hindi; the customer's list answers CategoryHi beside the spec's fields", async () => {
    const list = await activeCategories(ctx, customer.token);
    expect(list.map((c) => [c.Category, c.CategoryHi])).toEqual(SEEDED);
    for (const category of list) {
      expect(Object.keys(category)).toEqual(['id', 'Category', 'username', 'CategoryHi']);
      expect(category.username).toBe(admin.userId);
    }
    const back = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/support/categories',
      headers: bearer(admin.token),
    });
    expect(back.json().data[0]).toMatchObject({ name: 'Wallet & top-ups', nameHi: SEEDED[0]![1] });
  });

  it("an admin sets, changes and clears it; the customer's list, tickets and ticket carry it", async () => {
    const plain = await create({ name: 'Gift cards', receiver: admin.userId });
    expect(plain.json().data.nameHi).toBeNull();

    const created = await create({ name: 'Refunds', nameHi: '  रिफ़ंड  ', receiver: admin.userId });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ name: 'Refunds', nameHi: 'रिफ़ंड' });
    const id = created.json().data.id as number;
    const mine = async () =>
      (await activeCategories(ctx, customer.token)).find((c) => c.id === id)!;
    expect(await mine()).toEqual({
      id,
      Category: 'Refunds',
      username: admin.userId,
      CategoryHi: 'रिफ़ंड',
    });

    // Wherever the customer reads a ticket's category, the Hindi name comes beside it.
    const Mid = await raiseTicket(ctx, customer.token, await mine());
    const ticketRow = async () =>
      (await getMessages(ctx, customer.token))
        .json()
        .data.find((t: { Mid: string }) => t.Mid === Mid);
    const conversation = async () => (await getMessages(ctx, customer.token, { Mid })).json().data;
    expect(await ticketRow()).toMatchObject({ Category: 'Refunds', CategoryHi: 'रिफ़ंड' });
    expect((await conversation())[0]).toMatchObject({ Category: 'Refunds', CategoryHi: 'रिफ़ंड' });

    const changed = await patch(id, { nameHi: 'धनवापसी' });
    expect(changed.json().data).toMatchObject({ name: 'Refunds', nameHi: 'धनवापसी' });
    expect((await mine()).CategoryHi).toBe('धनवापसी');
    expect(await ticketRow()).toMatchObject({ CategoryHi: 'धनवापसी' });

    // Renaming in English leaves the Hindi alone; an empty one clears it, as does null.
    expect((await patch(id, { name: 'Refunds & returns' })).json().data.nameHi).toBe('धनवापसी');
    const cleared = await patch(id, { nameHi: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.nameHi).toBeNull();
    expect((await mine()).CategoryHi).toBeNull();
    expect((await conversation())[0]).toMatchObject({
      Category: 'Refunds & returns',
      CategoryHi: null,
    });
    await patch(id, { nameHi: 'धनवापसी' });
    expect((await patch(id, { nameHi: null })).json().data.nameHi).toBeNull();
    expect((await stored(ctx)).find((c) => c.id === id)?.name_hi).toBeNull();
  });

  it('a bad Hindi name is a 400 naming nameHi with the catalogue’s words, and nothing changes', async () => {
    const target = await create({ name: 'Insurance', nameHi: 'बीमा', receiver: admin.userId });
    const id = target.json().data.id as number;
    const before = await stored(ctx);

    const refusals: [unknown, MessageCode][] = [
      ['क', 'TICKET_CATEGORY_NAME_HI_TOO_SHORT'],
      ['  क  ', 'TICKET_CATEGORY_NAME_HI_TOO_SHORT'],
      // One character to the database, though two UTF-16 units.
      ['𝕏', 'TICKET_CATEGORY_NAME_HI_TOO_SHORT'],
      ['क'.repeat(61), 'TICKET_CATEGORY_NAME_HI_TOO_LONG'],
      [42, 'TICKET_CATEGORY_NAME_HI_TOO_SHORT'],
      ['बी\u0000मा', 'TEXT_NUL'],
    ];
    for (const [nameHi, code] of refusals) {
      for (const res of [
        await create({ name: 'Loans', nameHi, receiver: admin.userId }),
        await patch(id, { name: 'Insurance claims', nameHi }),
      ]) {
        expect(res.statusCode, JSON.stringify(nameHi)).toBe(400);
        const error = res.json().errors.find((e: { field: string }) => e.field === 'nameHi');
        expect(error, res.body).toMatchObject({ code });
        expect(error.message).toBe(messageText(code));
      }
    }
    expect(await stored(ctx)).toEqual(before);

    // Sixty characters is the most, counted as the database counts them.
    const longest = 'क'.repeat(60);
    expect((await patch(id, { nameHi: longest })).json().data.nameHi).toBe(longest);
  });
});

describe('support categories: an install seeded before Hindi names', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('a later start fills the seed’s Hindi once, where the name is still the seed’s; receivers still follow', async () => {
    // Seeded before any admin existed, and before Hindi names.
    expect(await seedCategories(ctx)).toBe(6);
    await asBeforeHindiNames(ctx);
    const [kyc, account] = (await stored(ctx)).filter((c) =>
      ['KYC', 'Account & login'].includes(c.name),
    );
    // The back office renamed one and gave another its own Hindi.
    await ctx.database.db.execute(
      sql`update support_categories set name = 'KYC & identity' where id = ${kyc!.id}`,
    );
    await ctx.database.db.execute(
      sql`update support_categories set name_hi = 'लॉग इन में दिक्कत' where id = ${account!.id}`,
    );

    expect(await seedCategories(ctx)).toBe(0);
    const filled = await stored(ctx);
    expect(filled.map((c) => [c.name, c.name_hi])).toEqual([
      SEEDED[0],
      SEEDED[1],
      ['KYC & identity', null],
      SEEDED[3],
      ['Account & login', 'लॉग इन में दिक्कत'],
      SEEDED[5],
    ]);

    // Once per database: a Hindi name the back office clears afterwards stays cleared.
    await ctx.database.db.execute(
      sql`update support_categories set name_hi = null where name = 'Something else'`,
    );
    const admin = await signInAdmin(ctx);
    expect(await seedCategories(ctx)).toBe(0);
    const after = await stored(ctx);
    expect(after.find((c) => c.name === 'Something else')?.name_hi).toBeNull();
    // Filling the Hindi did not make the seeded categories look changed by the back office.
    expect(after.filter((c) => c.name !== 'KYC & identity').map((c) => c.receiver)).toEqual(
      Array(5).fill(expect.any(String)),
    );
    const customer = await signUp(ctx);
    expect(
      (await activeCategories(ctx, customer.token))
        .filter((c) => c.Category !== 'KYC & identity')
        .map((c) => c.username),
    ).toEqual(Array(5).fill(admin.userId));
  });
});
