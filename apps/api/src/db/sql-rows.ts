import type { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** The rows of a raw statement, whichever driver ran it (node-postgres or PGlite). */
export async function sqlRows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}
