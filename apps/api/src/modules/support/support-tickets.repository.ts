import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { SENDER_CLIENT } from '@kosh/contract/support';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../users/users.tables';
import { categoryNamed } from './support-categories.repository';
import { supportCategories, supportTickets, type SupportTicketRow } from './support.tables';

const t = supportTickets;
const EPOCH = sql`'epoch'::timestamptz`;
/** Team messages the customer has not seen, per ticket. */
const customerUnreadSql = sql<number>`(select count(*)::int from support_messages m where m.ticket_id = ${t.id} and m.sender_type = '1' and m.created_at > coalesce(${t.customerReadAt}, ${EPOCH}))`;
/** Customer messages the team has not opened, per ticket. */
const adminUnreadSql = sql<number>`(select count(*)::int from support_messages m where m.ticket_id = ${t.id} and m.sender_type = '0' and m.created_at > coalesce(${t.adminReadAt}, ${EPOCH}))`;
const messageCountSql = sql<number>`(select count(*)::int from support_messages m where m.ticket_id = ${t.id})`;

/** Whose unread count a row carries: the customer's (team replies) or the team's (theirs). */
export type Reader = 'customer' | 'team';
const unreadSqlFor = (reader: Reader) => (reader === 'team' ? adminUnreadSql : customerUnreadSql);

/** A ticket row for the back office, with its customer and counts. */
const agentTicketColumns = {
  ticket: t,
  category: supportCategories.name,
  customerPublicId: users.publicId,
  customerName: users.name,
  customerMobile: users.mobile,
  unread: adminUnreadSql,
  messageCount: messageCountSql,
  preview: sql<string>`coalesce((select left(m.body, 120) from support_messages m where m.ticket_id = ${t.id} order by m.id desc limit 1), '')`,
  total: sql<number>`count(*) over ()::int`,
};

/** The filters of admin/getMessages' ticket list, already resolved to ids and instants. */
export interface TicketListFilter {
  createdFrom?: Date;
  createdBefore?: Date;
  isOpen: boolean | null;
  mtype?: string;
  unreadOnly: boolean;
}

/** The inbox's filters; assigneeId null: nobody's, undefined: anyone's. */
export interface AgentInboxFilter {
  isOpen?: boolean;
  categoryId?: number;
  assigneeId?: string | null;
  waitingOnly: boolean;
  search?: string;
  page: number;
  pageSize: number;
}

/** The tickets' queries; a customer's are scoped by the customer (`…Customer…`), the team's are not. */
export function createSupportTicketsRepository() {
  async function findTicket(db: DbOrTx, conditions: SQL[], lock: boolean) {
    const query = db
      .select()
      .from(t)
      .where(and(...conditions))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async function listTickets(
    db: DbOrTx,
    conditions: SQL[],
    filter: TicketListFilter,
    reader: Reader,
  ) {
    if (filter.createdFrom) conditions.push(sql`${t.createdAt} >= ${filter.createdFrom}`);
    if (filter.createdBefore) conditions.push(sql`${t.createdAt} < ${filter.createdBefore}`);
    if (filter.isOpen !== null) conditions.push(eq(t.isOpen, filter.isOpen));
    if (filter.mtype) conditions.push(categoryNamed(filter.mtype));
    const unreadSql = unreadSqlFor(reader);
    if (filter.unreadOnly) conditions.push(sql`${unreadSql} > 0`);
    return db
      .select({
        ticket: t,
        category: supportCategories.name,
        categoryHi: supportCategories.nameHi,
        receiverId: supportCategories.receiverId,
        count: messageCountSql,
        unread: unreadSql,
        firstId: sql<string>`(select min(m.id)::text from support_messages m where m.ticket_id = ${t.id})`,
      })
      .from(t)
      .innerJoin(supportCategories, eq(supportCategories.id, t.categoryId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(sql`${t.createdAt} desc, ${t.id} desc`)
      .limit(1000);
  }

  return {
    /** One of the customer's own tickets (locked for update if asked); null for anyone else's. */
    findCustomerTicket(db: DbOrTx, customerId: string, id: bigint, lock = false) {
      return findTicket(db, [eq(t.id, id), eq(t.customerId, customerId)], lock);
    },

    /** Any ticket, for the team (locked for update if asked). */
    findTicketForAgent(db: DbOrTx, id: bigint, lock = false) {
      return findTicket(db, [eq(t.id, id)], lock);
    },

    async insert(tx: Tx, values: PgInsertValue<typeof t>): Promise<SupportTicketRow> {
      const [row] = await tx.insert(t).values(values).returning();
      if (!row) throw new Error('insert into support_tickets returned no row');
      return row;
    },

    /** A ticket changed (updated_at now); null when there is no such ticket. */
    async update(
      tx: Tx,
      id: bigint,
      patch: Partial<
        Pick<
          typeof t.$inferInsert,
          | 'lastMessageAt'
          | 'lastSenderType'
          | 'waitingSince'
          | 'isOpen'
          | 'customerReadAt'
          | 'assigneeId'
        >
      >,
    ) {
      const [row] = await tx
        .update(t)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(t.id, id))
        .returning();
      return row ?? null;
    },

    /** The customer has seen everything up to now (or the last message, if later). */
    async markReadByCustomer(db: DbOrTx, id: bigint) {
      await db
        .update(t)
        .set({ customerReadAt: sql`greatest(now(), ${t.lastMessageAt})` })
        .where(eq(t.id, id));
    },

    /** The team has seen everything up to now (or the last message, if later). */
    async markReadByTeam(db: DbOrTx, id: bigint) {
      await db
        .update(t)
        .set({ adminReadAt: sql`greatest(now(), ${t.lastMessageAt})` })
        .where(eq(t.id, id));
    },

    /** The team has seen everything written before now (its own reply, in that transaction). */
    async markReadByTeamNow(tx: Tx, id: bigint) {
      await tx
        .update(t)
        .set({ adminReadAt: sql`now()` })
        .where(eq(t.id, id));
    },

    /** The customer's tickets with a team reply they have not seen. */
    async countUnreadForCustomer(db: DbOrTx, customerId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t)
        .where(and(eq(t.customerId, customerId), sql`${customerUnreadSql} > 0`));
      return row?.n ?? 0;
    },

    /** Tickets with a customer message the team has not opened. */
    async countUnreadForTeam(db: DbOrTx): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t)
        .where(sql`${adminUnreadSql} > 0`);
      return row?.n ?? 0;
    },

    /** A ticket's category, message count and the reader's unread count. */
    async summary(db: DbOrTx, id: bigint, reader: Reader) {
      const [row] = await db
        .select({
          category: supportCategories.name,
          categoryHi: supportCategories.nameHi,
          receiverId: supportCategories.receiverId,
          count: messageCountSql,
          unread: unreadSqlFor(reader),
        })
        .from(t)
        .innerJoin(supportCategories, eq(supportCategories.id, t.categoryId))
        .where(eq(t.id, id));
      return row ?? null;
    },

    /** The customer's own tickets, newest first, with their first message's id. */
    listCustomerTickets(db: DbOrTx, customerId: string, filter: TicketListFilter) {
      return listTickets(db, [eq(t.customerId, customerId)], filter, 'customer');
    },

    /** Every ticket (or one customer's, or one assignee's), newest first, for the team. */
    listTicketsForAgent(
      db: DbOrTx,
      by: { customerId?: string; assigneeId?: string },
      filter: TicketListFilter,
    ) {
      const conditions: SQL[] = [];
      if (by.customerId) conditions.push(eq(t.customerId, by.customerId));
      if (by.assigneeId) conditions.push(eq(t.assigneeId, by.assigneeId));
      return listTickets(db, conditions, filter, 'team');
    },

    /** One ticket as the back office shows it (an empty list when there is none). */
    agentTicketRows(db: DbOrTx, id: bigint) {
      return db
        .select(agentTicketColumns)
        .from(t)
        .innerJoin(supportCategories, eq(supportCategories.id, t.categoryId))
        .innerJoin(users, eq(users.id, t.customerId))
        .where(eq(t.id, id));
    },

    /** The inbox page: customers waiting first (oldest wait first), then by last message. */
    inboxForAgent(db: DbOrTx, filter: AgentInboxFilter) {
      const conditions: SQL[] = [];
      if (filter.isOpen !== undefined) conditions.push(eq(t.isOpen, filter.isOpen));
      if (filter.categoryId) conditions.push(eq(t.categoryId, filter.categoryId));
      if (filter.assigneeId === null) conditions.push(sql`${t.assigneeId} is null`);
      else if (filter.assigneeId) conditions.push(eq(t.assigneeId, filter.assigneeId));
      if (filter.waitingOnly) conditions.push(eq(t.lastSenderType, SENDER_CLIENT));
      if (filter.search) {
        const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const byId = /^\d{1,15}$/.test(filter.search) ? BigInt(filter.search) : -1n;
        conditions.push(
          sql`(${t.subject} ilike ${like} or ${users.name} ilike ${like} or ${users.mobile} like ${like} or ${users.publicId} ilike ${like} or ${t.id} = ${byId})`,
        );
      }
      return db
        .select(agentTicketColumns)
        .from(t)
        .innerJoin(supportCategories, eq(supportCategories.id, t.categoryId))
        .innerJoin(users, eq(users.id, t.customerId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(
          sql`(${t.lastSenderType} = '0') desc`,
          sql`${t.waitingSince} asc nulls last`,
          sql`${t.lastMessageAt} desc`,
          sql`${t.id} desc`,
        )
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
    },
  };
}

export type SupportTicketsRepository = ReturnType<typeof createSupportTicketsRepository>;
export type AgentTicketRow = Awaited<
  ReturnType<SupportTicketsRepository['agentTicketRows']>
>[number];
