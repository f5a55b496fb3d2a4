import { z } from 'zod';
import { successEnvelope } from './common/success';
import { pageNumber, searchText } from './common/list-query';
import { issue } from './messages/catalogue';

/**
 * Bharat BillPay's billers, described as BBPS operating units describe them: by data. Each biller
 * of a category names the parameters a customer types in (with their own rules), whether its bill
 * must be fetched, validated or neither before paying, and how the amount paid may differ from the
 * bill's. Kosh keeps the aggregator's catalogue in its own tables (docs/billers.md); a new kind of
 * bill is a new row, never new code.
 */

/** Fetch → pay, validate → pay, or pay directly. */
export const FETCH_REQUIREMENTS = ['MANDATORY', 'VALIDATION', 'NOT_SUPPORTED'] as const;
export type FetchRequirement = (typeof FETCH_REQUIREMENTS)[number];

/** How the amount paid may differ from the bill's. */
export const EXACTNESS_KINDS = ['EXACT', 'EXACT_OR_MORE', 'EXACT_OR_LESS', 'ANY'] as const;
export type Exactness = (typeof EXACTNESS_KINDS)[number];

export const PARAM_DATA_TYPES = ['NUMERIC', 'ALPHANUMERIC', 'MOBILE', 'DATE'] as const;
export type ParamDataType = (typeof PARAM_DATA_TYPES)[number];

/** Ids of categories and billers as the aggregator names them (BBPS ids are of this form). */
const catalogueId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

/** One thing the customer types in to identify their account with the biller. */
export const billerParamSchema = z.object({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/),
  label: z.string().min(1).max(80),
  dataType: z.enum(PARAM_DATA_TYPES),
  /** The value's own rule, anchored; checked on the server as on the form. */
  regex: z.string().min(1).max(200),
  minLength: z.number().int().min(0).max(100),
  maxLength: z.number().int().min(1).max(100),
  optional: z.boolean(),
});
export type BillerParam = z.infer<typeof billerParamSchema>;

/** A category as the aggregator publishes it. */
export const catalogueCategorySchema = z.object({
  code: catalogueId,
  name: z.string().min(1).max(80),
  nameHi: z.string().min(1).max(80),
});
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;

/** A biller as the aggregator publishes it (amounts in integer paise). */
export const catalogueBillerSchema = z
  .object({
    id: catalogueId,
    name: z.string().min(1).max(120),
    category: catalogueId,
    coverage: z.string().max(80),
    params: z.array(billerParamSchema).min(1).max(6),
    fetchRequirement: z.enum(FETCH_REQUIREMENTS),
    exactness: z.enum(EXACTNESS_KINDS),
    minAmountPaise: z.number().int().min(1),
    maxAmountPaise: z.number().int().min(1),
    paymentChannels: z.array(z.string().max(20)).max(20),
    extraFields: z.array(z.string().min(1).max(60)).max(20),
    updatedAt: z.iso.datetime(),
  })
  .refine((b) => b.minAmountPaise <= b.maxAmountPaise, { path: ['maxAmountPaise'] })
  .refine((b) => new Set(b.params.map((p) => p.name)).size === b.params.length, {
    path: ['params'],
  });
export type CatalogueBiller = z.infer<typeof catalogueBillerSchema>;

// ---- the back office ----------------------------------------------------------------------------

/**
 * `active`: the aggregator still publishes it (one it dropped is kept, inactive, for history);
 * `enabled`: the back office lets customers see it. Customers see what is both.
 */
const adminState = {
  active: z.boolean(),
  enabled: z.boolean(),
  displayOrder: z.number().int(),
  /** A lucide icon's name the screens draw it with, or null for the category's default. */
  icon: z.string().nullable(),
};

export const adminBillerCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameHi: z.string(),
  billerCount: z.number().int(),
  ...adminState,
});
export type AdminBillerCategory = z.infer<typeof adminBillerCategorySchema>;

export const adminBillerSchema = z.object({
  id: z.string(),
  name: z.string(),
  categoryId: z.string(),
  coverage: z.string(),
  params: z.array(billerParamSchema),
  fetchRequirement: z.enum(FETCH_REQUIREMENTS),
  exactness: z.enum(EXACTNESS_KINDS),
  minAmountPaise: z.number().int(),
  maxAmountPaise: z.number().int(),
  extraFields: z.array(z.string()),
  /** ISO date-time the aggregator last changed it. */
  sourceUpdatedAt: z.string(),
  ...adminState,
});
export type AdminBiller = z.infer<typeof adminBillerSchema>;

/** When the catalogue was last brought in, and which of the aggregator's versions it is. */
export const catalogueSyncStateSchema = z.object({
  version: z.number().int().nullable(),
  syncedAt: z.string().nullable(),
  categories: z.number().int(),
  billers: z.number().int(),
});
export type CatalogueSyncState = z.infer<typeof catalogueSyncStateSchema>;

export const adminBillerCategoriesResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(adminBillerCategorySchema),
  sync: catalogueSyncStateSchema,
});
export type AdminBillerCategoriesResponse = z.infer<typeof adminBillerCategoriesResponseSchema>;

export const ADMIN_BILLERS_PAGE_SIZE = 25;

export const adminBillersQuerySchema = z.object({
  category: catalogueId.optional(),
  q: searchText.optional(),
  page: pageNumber,
});
export type AdminBillersQuery = z.input<typeof adminBillersQuerySchema>;

export const adminBillersResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(adminBillerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminBillersResponse = z.infer<typeof adminBillersResponseSchema>;

/** Only Kosh's own settings change here: what the aggregator publishes is its to change. */
export const updateBillerEntryRequestSchema = z
  .object({
    enabled: z.boolean({ error: issue('ACTIVE_BOOLEAN') }).optional(),
    displayOrder: z
      .number({ error: issue('SORT_ORDER_WHOLE') })
      .int(issue('SORT_ORDER_WHOLE'))
      .min(0, issue('SORT_ORDER_MIN'))
      .max(9999, issue('SORT_ORDER_MAX'))
      .optional(),
    icon: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,39}$/, issue('BILLER_ICON_INVALID'))
      .nullable()
      .optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: issue('NOTHING_TO_CHANGE'),
  });
export type UpdateBillerEntryRequest = z.input<typeof updateBillerEntryRequestSchema>;
export type UpdateBillerEntry = z.output<typeof updateBillerEntryRequestSchema>;

export const adminBillerCategoryResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: adminBillerCategorySchema,
});
export const adminBillerResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: adminBillerSchema,
});

export const billerEntryParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, issue('BILLER_NOT_FOUND')),
});

export const catalogueSyncResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: catalogueSyncStateSchema.extend({
    /** What this run did: rows written, and how many the aggregator no longer publishes. */
    changed: z.number().int(),
    dropped: z.number().int(),
  }),
});
