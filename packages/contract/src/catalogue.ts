import { z } from 'zod';
import { issue, type MessageCode } from './messages/catalogue';
import { uuidParamsSchema } from './common/http';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { SERVICE_CATEGORIES, type ListedKind } from './service-kinds';

/**
 * The service catalogue (docs/product-1.md §3 "Service company", §7 `GET service/getList/{type}`): the
 * companies a customer can recharge or pay, per category, as the back office keeps them. A
 * company's `Code` is the aggregator's operator code, so a recharge's `opcode` is one of them.
 */

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[ListedKind];
/** 1 mobile, 2 DTH, 3 postpaid, 5 electricity, 6 gas, 10 FASTag, in the order screens list them. */
export const SERVICE_CATEGORY_IDS = Object.values(SERVICE_CATEGORIES) as ServiceCategory[];

/** The back office's (English) names of the categories. */
export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  1: 'Mobile prepaid',
  2: 'DTH',
  3: 'Mobile postpaid',
  5: 'Electricity',
  6: 'Gas',
  10: 'FASTag',
};

export const isServiceCategory = (value: unknown): value is ServiceCategory =>
  (SERVICE_CATEGORY_IDS as unknown[]).includes(value);

export const unknownServiceTypeMessage = issue('UNKNOWN_SERVICE_TYPE');

/** A category as a path or query value ("5"), read as its number. */
export const serviceCategoryParam = text({ error: unknownServiceTypeMessage })
  .trim()
  .refine((v) => /^\d{1,2}$/.test(v) && isServiceCategory(Number(v)), {
    message: unknownServiceTypeMessage,
  })
  .transform((v) => Number(v) as ServiceCategory);

/** A category in a JSON body (5 or "5"). */
export const serviceCategorySchema = z
  .union([z.number(), z.string()], { error: unknownServiceTypeMessage })
  .refine((v) => isServiceCategory(Number(v)) && String(Number(v)) === String(v).trim(), {
    message: unknownServiceTypeMessage,
  })
  .transform((v) => Number(v) as ServiceCategory);

// GET service/getList/{type}
export const getServiceListParamsSchema = z.object({ type: serviceCategoryParam });

/** One company as the spec's screens read it; Option1/Option2 are null when the biller needs none. */
export const serviceCompanySchema = z.object({
  Code: z.string(),
  CompanyName: z.string(),
  /** A path the browser loads (/files/logos/…), or null when the company has no logo yet. */
  logo: z.string().nullable(),
  /** The placeholder of the service-number input ("CA Number (11 digits)"). */
  Service_No: z.string(),
  Option1: z.string().nullable(),
  Option2: z.string().nullable(),
  option1Placeholder: z.string().nullable(),
  option2Placeholder: z.string().nullable(),
});
export type ServiceCompany = z.infer<typeof serviceCompanySchema>;

export const getServiceListResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message'],
  {
    data: z.array(serviceCompanySchema),
  },
);
export type GetServiceListResponse = z.infer<typeof getServiceListResponseSchema>;

// The back office: /api/admin/services

export const SERVICE_CODE_PATTERN = /^[A-Z0-9_]{2,32}$/;

export const serviceCodeSchema = text({ error: issue('COMPANY_CODE_REQUIRED') })
  .trim()
  .toUpperCase()
  .regex(SERVICE_CODE_PATTERN, issue('COMPANY_CODE_FORMAT'));

export const serviceNameSchema = text({ error: issue('COMPANY_NAME_REQUIRED') })
  .trim()
  .min(2, issue('COMPANY_NAME_TOO_SHORT'))
  .max(80, issue('COMPANY_NAME_TOO_LONG'));

export const serviceNoHintSchema = text({ error: issue('SERVICE_NO_HINT_REQUIRED') })
  .trim()
  .min(2, issue('SERVICE_NO_HINT_TOO_SHORT'))
  .max(60, issue('SERVICE_NO_HINT_TOO_LONG'));

/** An optional text: empty means none (null). */
const optionalText = (max: number, tooLong: MessageCode) =>
  text({ error: issue('INVALID_VALUE') })
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((v) => (v ? v : null));

export const serviceOptionSchemas = {
  option1: optionalText(40, issue('OPTION1_TOO_LONG')),
  option1Placeholder: optionalText(60, issue('OPTION1_PLACEHOLDER_TOO_LONG')),
  option2: optionalText(40, issue('OPTION2_TOO_LONG')),
  option2Placeholder: optionalText(60, issue('OPTION2_PLACEHOLDER_TOO_LONG')),
};

export const serviceSortOrderSchema = z
  .number({ error: issue('SORT_ORDER_WHOLE') })
  .int(issue('SORT_ORDER_WHOLE'))
  .min(0, issue('SORT_ORDER_MIN'))
  .max(9999, issue('SORT_ORDER_MAX'));

export const adminServiceCompanySchema = z.object({
  id: z.string(),
  category: z.number().int(),
  code: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  serviceNoHint: z.string(),
  option1: z.string().nullable(),
  option1Placeholder: z.string().nullable(),
  option2: z.string().nullable(),
  option2Placeholder: z.string().nullable(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminServiceCompany = z.infer<typeof adminServiceCompanySchema>;

export const adminServiceListQuerySchema = z.object({
  category: serviceCategoryParam.optional(),
});

export const adminServiceListResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(adminServiceCompanySchema),
});
export type AdminServiceListResponse = z.infer<typeof adminServiceListResponseSchema>;

export const adminServiceResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: adminServiceCompanySchema,
});
export type AdminServiceResponse = z.infer<typeof adminServiceResponseSchema>;

export const createServiceCompanyRequestSchema = z.object({
  category: serviceCategorySchema,
  code: serviceCodeSchema,
  name: serviceNameSchema,
  serviceNoHint: serviceNoHintSchema,
  option1: serviceOptionSchemas.option1.optional().transform((v) => v ?? null),
  option1Placeholder: serviceOptionSchemas.option1Placeholder
    .optional()
    .transform((v) => v ?? null),
  option2: serviceOptionSchemas.option2.optional().transform((v) => v ?? null),
  option2Placeholder: serviceOptionSchemas.option2Placeholder
    .optional()
    .transform((v) => v ?? null),
  sortOrder: serviceSortOrderSchema.optional(),
  active: z.boolean({ error: issue('ACTIVE_BOOLEAN') }).default(true),
});
export type CreateServiceCompanyRequest = z.input<typeof createServiceCompanyRequestSchema>;

const immutable = (message: MessageCode) => z.never({ error: message }).optional();

/** What the back office may change; the code (the aggregator's) and the category never change. */
export const updateServiceCompanyRequestSchema = z
  .object({
    code: immutable(issue('COMPANY_CODE_IMMUTABLE')),
    category: immutable(issue('COMPANY_CATEGORY_IMMUTABLE')),
    name: serviceNameSchema.optional(),
    serviceNoHint: serviceNoHintSchema.optional(),
    option1: serviceOptionSchemas.option1.optional(),
    option1Placeholder: serviceOptionSchemas.option1Placeholder.optional(),
    option2: serviceOptionSchemas.option2.optional(),
    option2Placeholder: serviceOptionSchemas.option2Placeholder.optional(),
    sortOrder: serviceSortOrderSchema.optional(),
    active: z.boolean({ error: issue('ACTIVE_BOOLEAN') }).optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: issue('NOTHING_TO_CHANGE'),
  });
export type UpdateServiceCompanyRequest = z.input<typeof updateServiceCompanyRequestSchema>;
export type UpdateServiceCompany = z.output<typeof updateServiceCompanyRequestSchema>;

// ---- the routes' own shapes ------------------------------------------------------------------

export const serviceCompanyParamsSchema = uuidParamsSchema('UNKNOWN_COMPANY');

/** PUT /api/admin/services/:id/logo's form, for the API docs. */
export const serviceLogoFormSchema = z.object({ logo: z.file() });
