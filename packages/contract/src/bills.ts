import { z } from 'zod';
import { billerParamSchema, EXACTNESS_KINDS, FETCH_REQUIREMENTS } from './billers';
import { successEnvelope } from './common/success';
import { pageNumber, searchText } from './common/list-query';
import { issue } from './messages/catalogue';
import { RECHARGE_STATUSES, rechargeResultResponseSchema } from './recharge';
import { rupeeAmount } from './wallet';

/**
 * Kosh's bill API for customers and partners (/api/v1/bills/…): the categories and billers a
 * customer may pay (published by the aggregator and shown by the back office). Amounts come both
 * as rupees with two decimals and as integer paise.
 */

export const billCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameHi: z.string(),
  /** Billers a customer may pay in it. */
  billerCount: z.number().int(),
  /** A lucide icon's name, or null for the screens' default. */
  icon: z.string().nullable(),
});
export type BillCategory = z.infer<typeof billCategorySchema>;

export const billerSchema = z.object({
  id: z.string(),
  name: z.string(),
  categoryId: z.string(),
  /** A state, a city, or "All India". */
  coverage: z.string(),
  params: z.array(billerParamSchema),
  fetchRequirement: z.enum(FETCH_REQUIREMENTS),
  exactness: z.enum(EXACTNESS_KINDS),
  minAmount: z.string(),
  maxAmount: z.string(),
  minAmountPaise: z.number().int(),
  maxAmountPaise: z.number().int(),
  /** The names of the bill's extra fields, in the biller's order. */
  extraFields: z.array(z.string()),
  icon: z.string().nullable(),
});
export type Biller = z.infer<typeof billerSchema>;

// GET /api/v1/bills/categories
export const billCategoriesResponseSchema = successEnvelope(['result'], {
  data: z.array(billCategorySchema),
});
export type BillCategoriesResponse = z.infer<typeof billCategoriesResponseSchema>;

export const BILLERS_PAGE_SIZE = 25;

// GET /api/v1/bills/billers?category=&q=&page=
export const billersQuerySchema = z.object({
  category: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, issue('BILLER_CATEGORY_NOT_FOUND'))
    .optional(),
  q: searchText.optional(),
  page: pageNumber,
});
export type BillersQuery = z.input<typeof billersQuerySchema>;

export const billersResponseSchema = successEnvelope(['result'], {
  data: z.array(billerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BillersResponse = z.infer<typeof billersResponseSchema>;

// GET /api/v1/bills/billers/{id}
export const billerResponseSchema = successEnvelope(['result'], { data: billerSchema });
export type BillerResponse = z.infer<typeof billerResponseSchema>;

/** A biller and the values of its parameters, as the customer typed them. */
export const billAccountRequestSchema = z.object({
  billerId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, issue('BILLER_NOT_FOUND')),
  /** `{<paramName>: value}`; checked by the biller's own rules (checkBillerParams). */
  params: z.record(z.string().max(40), z.unknown(), { error: issue('BILL_PARAMS_INVALID') }),
});
export type BillAccountRequest = z.input<typeof billAccountRequestSchema>;

export const fetchedBillSchema = z.object({
  /** Kosh's id of this fetch: what paying this bill quotes. */
  fetchId: z.uuid(),
  billerId: z.string(),
  customerName: z.string(),
  amount: z.string(),
  amountPaise: z.number().int(),
  billNumber: z.string(),
  /** yyyy-MM-dd */
  billDate: z.string(),
  dueDate: z.string(),
  /** The biller's further fields (bill period, minimum due…), in its order. */
  extraFields: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type FetchedBill = z.infer<typeof fetchedBillSchema>;

// POST /api/v1/bills/fetch {billerId, params}
export const fetchBillResponseSchema = successEnvelope(['result'], { data: fetchedBillSchema });
export type FetchBillResponse = z.infer<typeof fetchBillResponseSchema>;

// POST /api/v1/bills/validate {billerId, params}
export const validateBillAccountResponseSchema = successEnvelope(['result'], {
  data: z.object({ billerId: z.string(), customerName: z.string() }),
});
export type ValidateBillAccountResponse = z.infer<typeof validateBillAccountResponseSchema>;

/** Largest amount one bill payment may name (a loan's or card's); each biller's own limit is lower. */
export const BILL_PAY_MAX_PAISE = 10_00_000_00n;

// POST /api/v1/bills/pay {billerId, params, amount, fetchId?} (Idempotency-Key)
export const payBillerRequestSchema = billAccountRequestSchema.extend({
  /** Rupees, at most two decimals; checked against the biller's exactness and limits. */
  amount: rupeeAmount({
    min: 1n,
    max: BILL_PAY_MAX_PAISE,
    messages: { required: issue('BILL_AMOUNT_INVALID'), min: issue('BILL_AMOUNT_INVALID') },
  }),
  /** The fetched bill it pays: required by a fetch → pay biller, refused by the others. */
  fetchId: z.uuid({ error: issue('BILL_FETCH_NOT_FOUND') }).optional(),
});
export type PayBillerRequest = z.input<typeof payBillerRequestSchema>;

/** What every bill payment answer adds to a recharge's: the biller and BBPS's references. */
const bbpsReferences = {
  billerId: z.string(),
  /** BBPS's transaction reference (given when the aggregator takes the payment). */
  bbpsRef: z.string().nullable(),
  /** The biller's approval number, once the bill is paid. */
  approvalNumber: z.string().nullable(),
};

/**
 * The answer to a bill payment: a recharge's answer (200 paid or refunded, 202 pending; `code`
 * says which in any language) with the biller and BBPS's references.
 */
export const payBillerResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message'],
  {
    code: rechargeResultResponseSchema.shape.code,
    params: rechargeResultResponseSchema.shape.params,
    data: rechargeResultResponseSchema.shape.data.extend(bbpsReferences),
  },
  { loose: ['result', 'success'] },
);
export type PayBillerResponse = z.infer<typeof payBillerResponseSchema>;

export const billPaymentParamsSchema = z.object({
  id: z.string().regex(/^KR\d{16}$/, issue('BILL_PAYMENT_NOT_FOUND')),
});

/** One bill payment as it stands now (its id is the RId the history shows). */
export const billPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(RECHARGE_STATUSES),
  ...bbpsReferences,
  billerName: z.string(),
  /** The biller's category, or null for a payment made on the spec's own bill screens. */
  categoryId: z.string().nullable(),
  params: z.record(z.string(), z.string()),
  amount: z.string(),
  amountPaise: z.number().int(),
  /** The aggregator's words on the outcome, once there is one. */
  message: z.string().nullable(),
  /** ISO date-times; settledAt is null while pending. */
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  refunded: z.boolean(),
});
export type BillPayment = z.infer<typeof billPaymentSchema>;

// GET /api/v1/bills/payments/{id}
export const billPaymentResponseSchema = successEnvelope(['result'], { data: billPaymentSchema });
export type BillPaymentResponse = z.infer<typeof billPaymentResponseSchema>;
