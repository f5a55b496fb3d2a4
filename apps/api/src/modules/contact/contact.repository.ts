import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.tables';
import { contactMessages } from './contact.tables';
import { eq } from 'drizzle-orm';

export function createContactRepository() {
  return {
    async insert(db: DbOrTx, row: typeof contactMessages.$inferInsert) {
      await db.insert(contactMessages).values(row);
    },

    async list(db: DbOrTx, page: { limit: number; offset: number }) {
      const rows = await db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          mobile: contactMessages.mobile,
          message: contactMessages.message,
          userPublicId: users.publicId,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .leftJoin(users, eq(users.id, contactMessages.userId))
        .orderBy(desc(contactMessages.createdAt))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(contactMessages);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
