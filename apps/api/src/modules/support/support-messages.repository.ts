import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  supportAttachments,
  supportMessages,
  supportTickets,
  type SupportAttachmentRow,
} from './support.tables';

/** The messages of tickets and the files attached to them. */
export function createSupportMessagesRepository() {
  return {
    async insertAttachment(tx: Tx, values: typeof supportAttachments.$inferInsert) {
      const [row] = await tx.insert(supportAttachments).values(values).returning();
      return row ?? null;
    },

    async insert(tx: Tx, values: typeof supportMessages.$inferInsert) {
      const [row] = await tx.insert(supportMessages).values(values).returning();
      if (!row) throw new Error('insert into support_messages returned no row');
      return row;
    },

    /** A ticket's messages, oldest first. */
    ofTicket(db: DbOrTx, ticketId: bigint) {
      return db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.ticketId, ticketId))
        .orderBy(asc(supportMessages.id));
    },

    async byIds(db: DbOrTx, ids: bigint[]) {
      return ids.length
        ? await db.select().from(supportMessages).where(inArray(supportMessages.id, ids))
        : [];
    },

    async attachmentsByIds(db: DbOrTx, ids: string[]): Promise<Map<string, SupportAttachmentRow>> {
      if (ids.length === 0) return new Map<string, SupportAttachmentRow>();
      const rows = await db
        .select()
        .from(supportAttachments)
        .where(inArray(supportAttachments.id, ids));
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** An attachment on one of the customer's own tickets; null for anyone else's. */
    findCustomerAttachment(db: DbOrTx, customerId: string, id: string) {
      return findAttachment(db, id, customerId);
    },

    /** Any ticket's attachment, for the team. */
    findAttachmentForAgent(db: DbOrTx, id: string) {
      return findAttachment(db, id, null);
    },
  };
}

async function findAttachment(
  db: DbOrTx,
  id: string,
  customerId: string | null,
): Promise<SupportAttachmentRow | null> {
  const [row] = await db
    .select({ attachment: supportAttachments, customerId: supportTickets.customerId })
    .from(supportAttachments)
    .innerJoin(supportTickets, eq(supportTickets.id, supportAttachments.ticketId))
    .where(eq(supportAttachments.id, id))
    .limit(1);
  if (!row || (customerId !== null && row.customerId !== customerId)) return null;
  return row.attachment;
}

export type SupportMessagesRepository = ReturnType<typeof createSupportMessagesRepository>;
