import { z } from 'zod';
import { uuidParamsSchema } from './common/http';
import { successEnvelope } from './common/success';
import { text } from './common/text';
import { DATE_RANGE_MESSAGE, dateRangeInOrder, wireDate } from './common/dates';
import { MoneyFormatError, rupeesToPaise } from './common/money';

/** A rupee amount from the wire (199, "199.50") → paise, with the spec's rules as messages. */
export function rupeeAmount(options: {
  min: bigint;
  max?: bigint;
  messages: { required: string; min: string; max?: string };
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
          message: error instanceof MoneyFormatError ? error.message : 'Enter a valid amount.',
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
      required: 'Amount is required',
      min: 'Enter an amount of at least ₹1',
      max: 'Amount is too large',
    },
  }),
  currency: z.literal('INR', { error: 'Only INR is supported.' }).default('INR'),
  receipt: text()
    .trim()
    .min(1, 'Receipt is required')
    .max(40, 'Receipt must be at most 40 characters.'),
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
  razorpay_order_id: text({ error: 'razorpay_order_id is required' })
    .trim()
    .min(1, 'razorpay_order_id is required')
    .max(64),
  razorpay_payment_id: text({ error: 'razorpay_payment_id is required' })
    .trim()
    .min(1, 'razorpay_payment_id is required')
    .max(64),
  razorpay_signature: text({ error: 'razorpay_signature is required' })
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'razorpay_signature must be a hex HMAC-SHA256'),
};

// POST payment/VerifyPayment {order id, payment id, signature}
export const verifyPaymentRequestSchema = z.object(gatewayIds);
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

export const paymentResultResponseSchema = successEnvelope(
  ['result', 'success', 'tokenValid', 'message'],
  {
    data: z.object({ orderId: z.string(), credited: z.boolean(), balance: z.number() }),
  },
);

// POST payment/update (spec/01 §7)
export const paymentUpdateRequestSchema = z.object({
  userId: text().trim().min(1, 'userId is required'),
  amount: rupeeAmount({
    min: 100n,
    messages: { required: 'Amount is required', min: 'Enter an amount of at least ₹1' },
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

// ---- Offline top-up (spec/01 §2, §4, §5) -------------------------------------------------------

export const PAYMENT_TYPES = ['NEFT', 'CashOffice', 'CashBank', 'Cheque'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Which fields each payment type needs (spec/01 §4: CashOffice needs no banks, CashBank no user bank). */
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

export const walletMessages = {
  amountOverLakh: 'Amount should not exceed 1 lakh',
  amountRange: 'Enter the min amount 100 & max 1 lakh',
  fillAll: 'Please fill in all required fields.',
  fillOne: 'Please fill the {field} field.',
  submitted: 'Wallet Request submitted successfully',
  submitFailed: 'Error submitting request.',
  noData: 'No data available',
  fetchFailed: 'An error occurred while fetching data.',
  fetched: 'Data fetched successfully!',
  duplicateUtr: 'A request with this transaction number is already pending or approved.',
} as const;

/** The human names of the request fields, for "Please fill the {field} field." */
export const OFFLINE_FIELD_LABELS: Record<string, string> = {
  paymentType: 'Payment Type',
  amount: 'Amount',
  company_bank_name: 'Company Bank',
  company_acc_number: 'Company Account Number',
  paymentDate: 'Date',
  userBank: 'User Bank',
  userAccNo: 'User Account Number',
  transactionNo: 'Transaction/UTR Number',
  remark: 'Remark',
  slipImage: 'Attachment',
};

const formText = (max: number) => text().trim().max(max, `At most ${max} characters.`).default('');

/** The text fields of POST user/requstMoney (multipart; the slip comes as the file slipImage). */
export const requestMoneyFieldsSchema = z
  .object({
    paymentType: z.enum(PAYMENT_TYPES, { error: 'Choose a payment type.' }).default('NEFT'),
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
        message: walletMessages.fillOne.replace('{field}', OFFLINE_FIELD_LABELS[field] ?? field),
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
            message: walletMessages.amountOverLakh,
          });
        } else if (amountPaise < OFFLINE_MIN_PAISE) {
          ctx.addIssue({ code: 'custom', path: ['amount'], message: walletMessages.amountRange });
        }
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: error instanceof MoneyFormatError ? error.message : walletMessages.amountRange,
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
          message: 'Enter the payment date as YYYY-MM-DD.',
        });
      } else if (parsed.getTime() > Date.now() + 86_400_000) {
        ctx.addIssue({
          code: 'custom',
          path: ['paymentDate'],
          message: 'The payment date cannot be in the future.',
        });
      }
    }
    if (v.transactionNo && !/^[A-Za-z0-9/-]{4,40}$/.test(v.transactionNo)) {
      ctx.addIssue({
        code: 'custom',
        path: ['transactionNo'],
        message: 'Enter the transaction/UTR number as shown by your bank (letters and digits).',
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
            message: 'Status must be Pending (0), Approved (1), Rejected (2) or All.',
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
  remark: text({ error: 'Give the customer a reason.' })
    .trim()
    .min(3, 'Give the customer a reason (at least 3 characters).')
    .max(200, 'At most 200 characters.'),
});
export type RejectWalletRequest = z.input<typeof rejectWalletRequestSchema>;

// ---- Back office: the bank lists the offline form offers ---------------------------------------

/** An Indian bank account number as banks print it: 9 to 18 digits. */
export const BANK_ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** IFSC: four letters for the bank, a 0, six letters or digits for the branch (HDFC0000240). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const bankMessages = {
  duplicateAccount: 'Another company account already has this account number.',
  duplicateUserBank: 'A bank with this name is already in the list.',
  companyBankNotFound: 'This company account no longer exists.',
  userBankNotFound: 'This bank is no longer in the list.',
  nothingToChange: 'Nothing to change.',
} as const;

/** A bank's name: letters, digits and the punctuation banks use (Punjab & Sind Bank), one space apart. */
export const bankNameSchema = text({ error: 'Enter the bank’s name.' })
  .overwrite((v) => v.trim().replace(/\s+/g, ' '))
  .min(1, { error: 'Enter the bank’s name.', abort: true })
  .min(2, 'The bank’s name must be at least 2 characters.')
  .max(100, 'The bank’s name must be at most 100 characters.')
  .regex(
    /^[A-Za-z0-9&.,'()\- ]+$/,
    "Use letters, digits, spaces and & . , ' ( ) - only in the bank’s name.",
  );

export const bankAccountNumberSchema = text({ error: 'Enter the account number.' })
  // People copy numbers with spaces in them ("5020 0078 4512 36"); the digits are what count.
  .overwrite((v) => v.replace(/\s+/g, ''))
  .min(1, { error: 'Enter the account number.', abort: true })
  .regex(BANK_ACCOUNT_NUMBER_PATTERN, 'The account number must be 9 to 18 digits.');

export const ifscSchema = text({ error: 'Enter the IFSC, or leave it empty.' })
  .trim()
  .toUpperCase()
  .refine(
    (v) => v === '' || IFSC_PATTERN.test(v),
    'Enter an IFSC of 11 characters like HDFC0000240 (the fifth is a zero), or leave it empty.',
  );

export const bankBranchSchema = text({ error: 'Enter the branch, or leave it empty.' })
  .overwrite((v) => v.trim().replace(/\s+/g, ' '))
  .max(100, 'The branch must be at most 100 characters.');

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
    active: z.boolean({ error: 'active must be true or false.' }).optional(),
  })
  // On `body`: a refusal at the root would read as "not a JSON object".
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: bankMessages.nothingToChange,
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
    active: z.boolean({ error: 'active must be true or false.' }).optional(),
  })
  // On `body`: a refusal at the root would read as "not a JSON object".
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: bankMessages.nothingToChange,
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

export const walletRequestParamsSchema = uuidParamsSchema('Request not found.');

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

export const companyBankParamsSchema = uuidParamsSchema(bankMessages.companyBankNotFound);
export const userBankParamsSchema = uuidParamsSchema(bankMessages.userBankNotFound);

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
