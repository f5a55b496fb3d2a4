import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { primaryId, instant, createdAtColumn } from '../../db/columns';
import { SERVICE_CATEGORY_IDS } from '@kosh/contract/catalogue';
import { oneOf } from '../../db/sql-checks';

/**
 * The service catalogue: the companies of each category (1 mobile, 2 DTH, 3 postpaid,
 * 5 electricity, 6 gas, 10 FASTag) that the customer screens list, kept in the back office.
 * `code` is the aggregator's operator code: it never changes once a company exists.
 */
export const serviceCompanies = pgTable(
  'service_companies',
  {
    id: primaryId(),
    category: smallint('category').notNull(),
    code: text('code').notNull().unique('service_companies_code_unique'),
    name: text('name').notNull(),
    /** Relative to /files/ (a public asset); null until a logo is set. */
    logoPath: text('logo_path'),
    /** The placeholder of the service-number input (the spec's Service_No). */
    serviceNoHint: text('service_no_hint').notNull(),
    /** The labels and placeholders of the biller's extra fields, when it needs them. */
    option1Label: text('option1_label'),
    option1Placeholder: text('option1_placeholder'),
    option2Label: text('option2_label'),
    option2Placeholder: text('option2_placeholder'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('service_companies_category_check', oneOf(t.category, SERVICE_CATEGORY_IDS)),
    check('service_companies_code_check', sql`${t.code} ~ '^[A-Z0-9_]{2,32}$'`),
    check('service_companies_sort_order_check', sql`${t.sortOrder} between 0 and 9999`),
    index('service_companies_category_sort_idx').on(t.category, t.sortOrder),
  ],
);
