import { asc, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { supportEvents, type SupportTicketRow } from './support.tables';

/** The live channel's rows: written beside each change, read by the hub, purged after a day. */
export function createSupportEventsRepository() {
  return {
    async insert(
      tx: Tx,
      ticket: SupportTicketRow,
      kind: 'message' | 'status' | 'assigned',
      senderType: string | null,
    ) {
      await tx.insert(supportEvents).values({
        ticketId: ticket.id,
        customerId: ticket.customerId,
        kind,
        senderType,
        isOpen: ticket.isOpen,
      });
    },

    /** Rows after `afterId` or written in the last `windowSeconds`, oldest first. */
    since(db: DbOrTx, afterId: bigint, windowSeconds: number) {
      return db
        .select()
        .from(supportEvents)
        .where(
          sql`${supportEvents.id} > ${afterId} or ${supportEvents.createdAt} > now() - make_interval(secs => ${windowSeconds})`,
        )
        .orderBy(asc(supportEvents.id))
        .limit(1000);
    },

    async lastId(db: DbOrTx): Promise<bigint> {
      const [row] = await db
        .select({ id: sql<string | null>`max(${supportEvents.id})::text` })
        .from(supportEvents);
      return row?.id ? BigInt(row.id) : 0n;
    },

    /** Deletes rows older than a day; how many went. */
    async purgeOld(db: DbOrTx): Promise<number> {
      const rows = await db
        .delete(supportEvents)
        .where(sql`${supportEvents.createdAt} < now() - interval '1 day'`)
        .returning({ id: supportEvents.id });
      return rows.length;
    },
  };
}

export type SupportEventsRepository = ReturnType<typeof createSupportEventsRepository>;
