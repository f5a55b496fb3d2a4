import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, supportAttachments, walletRequests } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helpers/app';
import { signInAdmin, signUp } from '../helpers/accounts';
import { activeCategories, PDF, raiseTicket, seedCategories } from '../helpers/support';
import { neftFields, requestMoney, slipPng } from '../helpers/wallet';

const HOUR = 60 * 60_000;

/**
 * A private file written just before the process was killed — after the store took its bytes,
 * before its owner's transaction committed — is exactly a file in the store with no owner row.
 * The sweep (a pg-boss schedule, once per fleet) removes it after the grace period, and only it.
 */
describe('private files a crash left without an owner are swept', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    // The categories go to the first admin, who receives the tickets.
    await signInAdmin(ctx);
    await seedCategories(ctx);
  });
  afterAll(() => ctx.close());

  const stored = (key: string) => ctx.services.files.exists('private', key);
  const ledgerRow = async (key: string) =>
    (await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.key, key)))[0] ?? null;

  it('removes the orphans of a killed request after the grace period, never an owned file', async () => {
    const customer = await signUp(ctx);
    // Owned: a ticket attachment and a wallet slip, committed with their rows.
    const [category] = await activeCategories(ctx, customer.token);
    await raiseTicket(ctx, customer.token, category!, { slipImage: PDF });
    const [attachment] = await ctx.database.db
      .select({ key: supportAttachments.storageKey })
      .from(supportAttachments)
      .orderBy(supportAttachments.createdAt);
    const slip = await requestMoney(ctx, customer.token, {
      ...neftFields(),
      slipImage: await slipPng(3),
    });
    expect(slip.statusCode).toBe(200);
    const [request] = await ctx.database.db
      .select({ key: walletRequests.slipPath })
      .from(walletRequests)
      .where(eq(walletRequests.userId, customer.UId));
    const owned = [attachment!.key, request!.key];
    for (const key of owned)
      expect(await ledgerRow(key)).toMatchObject({ claimedAt: expect.any(Date) });

    // The crash: the bytes are in the store, the owner's transaction never ran.
    const orphans = [
      await ctx.services.files.savePrivate('support', 'pdf', Buffer.from(PDF.data)),
      await ctx.services.files.savePrivate('kyc/pan', 'webp', Buffer.from('a PAN photo')),
      await ctx.services.files.savePrivate('slips', 'webp', Buffer.from('a slip')),
    ];
    for (const key of orphans) {
      expect(await stored(key)).toBe(true);
      expect(await ledgerRow(key)).toMatchObject({ claimedAt: null });
    }

    // Within the grace period an upload may still be on its way to its commit: nothing goes.
    expect(await ctx.services.files.sweepOrphans(new Date(Date.now() + HOUR / 2))).toBe(0);
    for (const key of orphans) expect(await stored(key)).toBe(true);

    const swept = await ctx.services.files.sweepOrphans(new Date(Date.now() + HOUR + 60_000));
    expect(swept).toBe(orphans.length);
    for (const key of orphans) {
      expect(await stored(key)).toBe(false);
      expect(await ledgerRow(key)).toBeNull();
    }
    for (const key of owned) expect(await stored(key)).toBe(true);
  });
});
