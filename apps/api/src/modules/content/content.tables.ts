import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { primaryId, instant, createdAtColumn } from '../../db/columns';
import { LANGUAGES } from '@kosh/contract/common/language';
import { oneOf } from '../../db/sql-checks';

/** Home-page images: the banner carousel (kind 'banner') and the image strip (kind 'slider'). */
export const contentBanners = pgTable(
  'content_banners',
  {
    id: primaryId(),
    kind: text('kind', { enum: ['slider', 'banner'] }).notNull(),
    /** Relative to /files/. */
    imagePath: text('image_path').notNull(),
    link: text('link').notNull().default(''),
    alt: text('alt').notNull(),
    /** Shown only to readers of this language (its words are drawn in it); null: to everyone. */
    language: text('language', { enum: LANGUAGES }),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('content_banners_kind_check', sql`${t.kind} in ('slider', 'banner')`),
    check('content_banners_language_check', oneOf(t.language, LANGUAGES)),
    index('content_banners_kind_position_idx').on(t.kind, t.position),
  ],
);

/** Small facts the app keeps about itself (e.g. that the first-start content was seeded). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
