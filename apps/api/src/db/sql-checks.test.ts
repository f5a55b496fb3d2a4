import { PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { oneOf } from './sql-checks';

const things = pgTable('things', { kind: text('kind') });
const render = (values: readonly (string | number)[]) =>
  new PgDialect().sqlToQuery(oneOf(things.kind, values));

describe('oneOf', () => {
  it('writes the list into the CHECK as literals, numbers bare and text quoted', () => {
    expect(render(['mobile', 'dth'])).toEqual({
      sql: `"things"."kind" in ('mobile', 'dth')`,
      params: [],
    });
    expect(render([1, 10]).sql).toBe(`"things"."kind" in (1, 10)`);
  });

  it('doubles a quote inside a value, so a value cannot end the literal', () => {
    expect(render(["it's"]).sql).toBe(`"things"."kind" in ('it''s')`);
  });
});
