import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const literal = (value: string | number) =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

/**
 * A CHECK that the column holds one of a list the code switches on, built from that list (the
 * contract's, usually), so the list and the database's guard cannot drift apart. The values are the
 * code's own constants, never input, so they are written into the SQL as literals.
 */
export function oneOf(column: AnyPgColumn, values: readonly (string | number)[]): SQL {
  return sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;
}
