import { z } from 'zod';
import { OFFLINE_FIELD_LABELS } from './wallet-fields';
import { topupPaidWithShape } from './payments';
import { uuidParamsSchema } from './common/http';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { issue, type MessageCode } from './messages/catalogue';
import { DATE_RANGE_MESSAGE, dateRangeInOrder, wireDate } from './common/dates';
import { istToday } from './common/ist-day';
import { MoneyFormatError, rupeesToPaise } from './common/money';

/** A rupee amount from the wire (199, "199.50") → paise, with the spec's rules as messages. */
export function rupeeAmount(options: {
  min: bigint;
  max?: bigint;
  messages: { required: MessageCode; min: MessageCode; max?: MessageCode };
}) {
  return z
    .union([z.number(), z.string()], { error: options.messages.required })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: options.messages.required });
        return z.NEVER;
      }
      let paise: bigint;
      try {
        paise = rupeesToPaise(value);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: error instanceof MoneyFormatError ? error.code : issue('AMOUNT_INVALID'),
        });
        return z.NEVER;
      }
      if (paise < options.min) {
        ctx.addIssue({ code: 'custom', message: options.messages.min });
        return z.NEVER;
      }
      if (options.max !== undefined && paise > options.max) {
        ctx.addIssue({ code: 'custom', message: options.messages.max ?? options.messages.min });
        return z.NEVER;
      }
      return paise;
    });
}

// GET user/getbal
export const getBalanceResponseSchema = successEnvelope(['result', 'success', 'tokenValid'], {
  /** The spendable balance in rupees (two decimals at most). */
  data: z.number(),
  balance: z.object({ paise: z.string(), rupees: z.string() }),
});
export type GetBalanceResponse = z.infer<typeof getBalanceResponseSchema>;

// POST payment/CreateOrder {amount, currency: INR, receipt}
export const createOrderRequestSchema = z.object({
  amount: rupeeAmount({
    min: 100n,
    max: 2_00_000_00n,
    messages: {
      required: issue('AMOUNT_REQUIRED_TOPUP'),
      min: issue('AMOUNT_MIN_TOPUP'),
      max: issue('AMOUNT_TOO_LARGE'),
    },
  }),
  currency: z.literal('INR', { error: issue('CURRENCY_INR_ONLY') }).default('INR'),
  receipt: text().trim().min(1, issue('RECEIPT_REQUIRED')).max(40, issue('RECEIPT_TOO_LONG')),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

export const createOrderResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message'],
  {
    /** The gateway's order: amount in paise, as Razorpay Checkout wants it. */
    data: z.object({ id: z.string(), amount: z.number().int(), currency: z.literal('INR') }),
    checkout: z.object({ key: z.string(), scriptUrl: z.string() }),
  },
);
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

const gatewayIds = {
  razorpay_order_id: text({ error: issue('RAZORPAY_ORDER_ID_REQUIRED') })
    .trim()
    .min(1, issue('RAZORPAY_ORDER_ID_REQUIRED'))
    .max(64),
  razorpay_payment_id: text({ error: issue('RAZORPAY_PAYMENT_ID_REQUIRED') })
    .trim()
    .min(1, issue('RAZORPAY_PAYMENT_ID_REQUIRED'))
    .max(64),
  razorpay_signature: text({ error: issue('RAZORPAY_SIGNATURE_REQUIRED') })
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'razorpay_signature must be a hex HMAC-SHA256'),
};

// POST payment/VerifyPayment {order id, payment id, signature}
export const verifyPaymentRequestSchema = z.object(gatewayIds);
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

export const paymentResultResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message'],
  {
    data: z.object({
      orderId: z.string(),
      credited: z.boolean(),
      balance: z.number(),
      /** Kosh's own: the top-up's receipt (/receipt/{receiptId}), so success can link to it. */
      receiptId: z.string(),
    }),
  },
);

// POST payment/update (docs/product-1.md §7)
export const paymentUpdateRequestSchema = z.object({
  userId: text().trim().min(1, 'userId is required'),
  amount: rupeeAmount({
    min: 100n,
    messages: { required: issue('AMOUNT_REQUIRED_TOPUP'), min: issue('AMOUNT_MIN_TOPUP') },
  }),
  ...gatewayIds,
  payment_type: z.literal('online', { error: "payment_type must be 'online'" }),
  payment_status: z.literal('success', { error: "payment_status must be 'success'" }),
  sender_bank: text().max(100).optional(),
  receiver_bank: text().max(100).optional(),
  transaction_id: text().max(100).optional(),
  user_bank: text().max(100).optional(),
});
export type PaymentUpdateRequest = z.input<typeof paymentUpdateRequestSchema>;

// ---- Offline top-up (docs/product-1.md §2, §4, §5) -------------------------------------------------------

export const PAYMENT_TYPES = ['NEFT', 'CashOffice', 'CashBank', 'Cheque'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Which fields each payment type needs (docs/product-1.md §4: CashOffice needs no banks, CashBank no user bank). */
export const PAYMENT_TYPE_FIELDS: Record<PaymentType, { companyBank: boolean; userBank: boolean }> =
  {
    NEFT: { companyBank: true, userBank: true },
    Cheque: { companyBank: true, userBank: true },
    CashBank: { companyBank: true, userBank: false },
    CashOffice: { companyBank: false, userBank: false },
  };

export const OFFLINE_MIN_PAISE = 100_00n;
export const OFFLINE_MAX_PAISE = 1_00_000_00n;
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;

// The request fields' names live in a file of their own, free of zod, so a screen that only
// words a message does not load the schemas.
export { OFFLINE_FIELD_LABELS } from './wallet-fields';

const formText = (max: number) => text().trim().max(max, issue('TEXT_TOO_LONG')).default('');

/** The text fields of POST user/requstMoney (multipart; the slip comes as the file slipImage). */
export const requestMoneyFieldsSchema = z
  .object({
    paymentType: z.enum(PAYMENT_TYPES, { error: issue('PAYMENT_TYPE_REQUIRED') }).default('NEFT'),
    amount: text().trim().default(''),
    company_bank_name: formText(100),
    company_acc_number: formText(30),
    paymentDate: text().trim().default(''),
    userBank: formText(100),
    userAccNo: formText(30),
    transactionNo: formText(40),
    remark: formText(200),
  })
  .transform((v, ctx) => {
    const needs = PAYMENT_TYPE_FIELDS[v.paymentType];
    const missing: string[] = [];
    if (!v.amount) missing.push('amount');
    if (needs.companyBank && !v.company_bank_name) missing.push('company_bank_name');
    if (needs.companyBank && !v.company_acc_number) missing.push('company_acc_number');
    if (!v.paymentDate) missing.push('paymentDate');
    if (needs.userBank && !v.userBank) missing.push('userBank');
    if (!v.transactionNo) missing.push('transactionNo');
    if (!v.remark) missing.push('remark');
    for (const field of missing) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: issue('WALLET_FILL_ONE'),
        params: { field: OFFLINE_FIELD_LABELS[field] ?? field },
      });
    }
    let amountPaise = 0n;
    if (v.amount) {
      try {
        amountPaise = rupeesToPaise(v.amount);
        if (amountPaise > OFFLINE_MAX_PAISE) {
          ctx.addIssue({
            code: 'custom',
            path: ['amount'],
            message: issue('WALLET_AMOUNT_OVER_LAKH'),
          });
        } else if (amountPaise < OFFLINE_MIN_PAISE) {
          ctx.addIssue({ code: 'custom', path: ['amount'], message: issue('WALLET_AMOUNT_RANGE') });
        }
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: error instanceof MoneyFormatError ? error.code : issue('WALLET_AMOUNT_RANGE'),
        });
      }
    }
    if (v.paymentDate) {
      const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.paymentDate);
      const parsed = date ? new Date(`${v.paymentDate}T00:00:00Z`) : null;
      if (
        !parsed ||
        Number.isNaN(parsed.getTime()) ||
        parsed.toISOString().slice(0, 10) !== v.paymentDate
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['paymentDate'],
          message: issue('PAYMENT_DATE_FORMAT'),
        });
      } else if (v.paymentDate > istToday()) {
        // Today is India's day: a customer abroad pays on India's calendar, as the bank does.
        ctx.addIssue({
          code: 'custom',
          path: ['paymentDate'],
          message: issue('PAYMENT_DATE_FUTURE'),
        });
      }
    }
    if (v.transactionNo && !/^[A-Za-z0-9/-]{4,40}$/.test(v.transactionNo)) {
      ctx.addIssue({
        code: 'custom',
        path: ['transactionNo'],
        message: issue('UTR_FORMAT'),
      });
    }
    return {
      ...v,
      amountPaise,
      // Fields the type does not use are dropped, whatever was sent.
      company_bank_name: needs.companyBank ? v.company_bank_name : '',
      company_acc_number: needs.companyBank ? v.company_acc_number : '',
      userBank: needs.userBank ? v.userBank : '',
      userAccNo: needs.userBank ? v.userAccNo : '',
    };
  });
export type RequestMoneyFields = z.output<typeof requestMoneyFieldsSchema>;

export const WALLET_REQUEST_STATUS = { Pending: 0, Approved: 1, Rejected: 2 } as const;

// POST user/getWaletReq {status, fromdate, todate}
export const getWalletRequestsSchema = z
  .object({
    status: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v, ctx) => {
        const s = v === undefined ? '' : String(v).trim();
        const map: Record<string, number | null> = {
          '': null,
          All: null,
          all: null,
          '-1': null,
          '3': null,
          '0': 0,
          '1': 1,
          '2': 2,
          Pending: 0,
          Approved: 1,
          Rejected: 2,
        };
        // Own keys only: `in` would take "toString" (Object.prototype's) for a status.
        if (!Object.hasOwn(map, s)) {
          ctx.addIssue({
            code: 'custom',
            message: issue('WALLET_STATUS_INVALID'),
          });
          return z.NEVER;
        }
        return map[s] ?? null;
      }),
    fromdate: wireDate,
    todate: wireDate,
  })
  .refine(dateRangeInOrder, { message: DATE_RANGE_MESSAGE, path: ['fromdate'] });
export type GetWalletRequests = z.input<typeof getWalletRequestsSchema>;

export const walletRequestRowSchema = z.object({
  id: z.string(),
  DOE: z.string(),
  Amount: z.number(),
  Status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  PaymentType: z.enum(PAYMENT_TYPES).or(z.literal('Online')),
  CompanyBank: z.string(),
  CompanyAccNo: z.string(),
  PaymentDate: z.string(),
  TransactionNo: z.string(),
  UserBank: z.string(),
  Remarks: z.string(),
  AdminRemark: z.string(),
  /** An authorised URL for the slip (null for online payments). */
  SlipImage: z.string().nullable(),
  /** Kosh's addition for an online top-up: card or UPI, and the masked UPI id. */
  ...topupPaidWithShape,
});
export type WalletRequestRow = z.infer<typeof walletRequestRowSchema>;

export const walletRequestListResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message'],
  {
    data: z.array(walletRequestRowSchema),
  },
  { loose: ['result', 'success'] },
);

export const companyBankSchema = z.object({
  id: z.string(),
  CompanyAccNo: z.string(),
  CompanyBank: z.string(),
  IFSC: z.string(),
});
export const userBankSchema = z.object({ id: z.string(), BankName: z.string() });

// POST admin/wallet-requests/:id/reject {remark}
export const rejectWalletRequestSchema = z.object({
  remark: text({ error: issue('REMARK_REQUIRED') })
    .trim()
    .min(3, issue('REMARK_TOO_SHORT'))
    .max(200, issue('REMARK_TOO_LONG')),
});
export type RejectWalletRequest = z.input<typeof rejectWalletRequestSchema>;

// ---- Back office: the bank lists the offline form offers ---------------------------------------

/** An Indian bank account number as banks print it: 9 to 18 digits. */
export const BANK_ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** IFSC: four letters for the bank, a 0, six letters or digits for the branch (HDFC0000240). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** A bank's name: letters, digits and the punctuation banks use (Punjab & Sind Bank), one space apart. */
export const bankNameSchema = text({ error: issue('BANK_NAME_REQUIRED') })
  .overwrite((v) => v.trim().replace(/\s+/g, ' '))
  .min(1, { error: issue('BANK_NAME_REQUIRED'), abort: true })
  .min(2, issue('BANK_NAME_TOO_SHORT'))
  .max(100, issue('BANK_NAME_TOO_LONG'))
  .regex(
    /^[A-Za-z0-9&.,'()\- ]+$/,
    "Use letters, digits, spaces and & . , ' ( ) - only in the bank’s name.",
  );

export const bankAccountNumberSchema = text({ error: issue('BANK_ACCOUNT_REQUIRED') })
  // People copy numbers with spaces in them ("5020 0078 4512 36"); the digits are what count.
  .overwrite((v) => v.replace(/\s+/g, ''))
  .min(1, { error: issue('BANK_ACCOUNT_REQUIRED'), abort: true })
  .regex(BANK_ACCOUNT_NUMBER_PATTERN, issue('BANK_ACCOUNT_FORMAT'));

export const ifscSchema = text({ error: issue('IFSC_INVALID') })
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || IFSC_PATTERN.test(v), issue('IFSC_FORMAT'));

export const bankBranchSchema = text({ error: issue('BRANCH_INVALID') })
  .overwrite((v) => v.trim().replace(/\s+/g, ' '))
  .max(100, issue('BRANCH_TOO_LONG'));

export const adminCompanyBankSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  /** '' when not given. */
  ifsc: z.string(),
  /** '' when not given. */
  branch: z.string(),
  /** Inactive accounts are kept (old requests name them) but no longer offered to customers. */
  active: z.boolean(),
  position: z.number().int(),
});
export type AdminCompanyBank = z.infer<typeof adminCompanyBankSchema>;

// POST admin/company-banks
export const createCompanyBankRequestSchema = z.object({
  bankName: bankNameSchema,
  accountNumber: bankAccountNumberSchema,
  ifsc: ifscSchema.optional().default(''),
  branch: bankBranchSchema.optional().default(''),
});
export type CreateCompanyBankRequest = z.input<typeof createCompanyBankRequestSchema>;

// PATCH admin/company-banks/:id
export const updateCompanyBankRequestSchema = z
  .object({
    bankName: bankNameSchema.optional(),
    accountNumber: bankAccountNumberSchema.optional(),
    ifsc: ifscSchema.optional(),
    branch: bankBranchSchema.optional(),
    active: z.boolean({ error: issue('ACTIVE_BOOLEAN') }).optional(),
  })
  // On `body`: a refusal at the root would read as "not a JSON object".
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: issue('NOTHING_TO_CHANGE'),
    path: ['body'],
  });
export type UpdateCompanyBankRequest = z.input<typeof updateCompanyBankRequestSchema>;

export const adminCompanyBankListResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(adminCompanyBankSchema),
});

export const adminCompanyBankResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: adminCompanyBankSchema,
});

export const adminUserBankSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Inactive banks are kept (old requests name them) but no longer offered to customers. */
  active: z.boolean(),
});
export type AdminUserBank = z.infer<typeof adminUserBankSchema>;

// POST admin/user-banks
export const createUserBankRequestSchema = z.object({ name: bankNameSchema });
export type CreateUserBankRequest = z.input<typeof createUserBankRequestSchema>;

// PATCH admin/user-banks/:id
export const updateUserBankRequestSchema = z
  .object({
    name: bankNameSchema.optional(),
    active: z.boolean({ error: issue('ACTIVE_BOOLEAN') }).optional(),
  })
  // On `body`: a refusal at the root would read as "not a JSON object".
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: issue('NOTHING_TO_CHANGE'),
    path: ['body'],
  });
export type UpdateUserBankRequest = z.input<typeof updateUserBankRequestSchema>;

export const adminUserBankListResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(adminUserBankSchema),
});

export const adminUserBankResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: adminUserBankSchema,
});

// ---- the routes' own shapes ------------------------------------------------------------------

/** POST user/requstMoney's form, for the API docs: the fields above and the slip image. */
export const requestMoneyFormSchema = requestMoneyFieldsSchema.in.extend({ slipImage: z.file() });

export const requestMoneyResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message'],
  { data: walletRequestRowSchema },
);
export type RequestMoneyResponse = z.infer<typeof requestMoneyResponseSchema>;

export const walletRequestParamsSchema = uuidParamsSchema('WALLET_REQUEST_NOT_FOUND');

/** GET /api/admin/wallet-requests?status=0|1|2 (or Pending, Approved, Rejected, All). */
export const adminWalletRequestsQuerySchema = z.object({
  status: getWalletRequestsSchema.shape.status,
});

export const adminWalletRequestSchema = walletRequestRowSchema.extend({
  customer: z.object({ name: z.string(), mobile: z.string(), userId: z.string() }),
});
export type AdminWalletRequest = z.infer<typeof adminWalletRequestSchema>;

export const adminWalletRequestListResponseSchema = successEnvelope(['result', 'success'], {
  data: z.array(adminWalletRequestSchema),
});
export type AdminWalletRequestListResponse = z.infer<typeof adminWalletRequestListResponseSchema>;

/** What approving or rejecting a request answers: the request as it now stands. */
export const adminWalletRequestResponseSchema = successEnvelope(['result', 'success', 'message'], {
  data: walletRequestRowSchema,
});
export type AdminWalletRequestResponse = z.infer<typeof adminWalletRequestResponseSchema>;

export const companyBankParamsSchema = uuidParamsSchema('COMPANY_BANK_NOT_FOUND');
export const userBankParamsSchema = uuidParamsSchema('USER_BANK_NOT_FOUND');

/** The offline form's choices: the active banks, in the order customers see them. */
export const companyBankListResponseSchema = successEnvelope(['result', 'success', 'tokenValid'], {
  data: z.array(companyBankSchema),
});
export type CompanyBankListResponse = z.infer<typeof companyBankListResponseSchema>;
export const userBankListResponseSchema = successEnvelope(['result', 'success', 'tokenValid'], {
  data: z.array(userBankSchema),
});
export type UserBankListResponse = z.infer<typeof userBankListResponseSchema>;

export type WalletRequestListResponse = z.infer<typeof walletRequestListResponseSchema>;
