import { z } from 'zod';
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
export const getBalanceResponseSchema = z.object({
  result: z.literal(true),
  success: z.literal(true),
  tokenValid: z.literal(true),
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
  receipt: z
    .string()
    .trim()
    .min(1, 'Receipt is required')
    .max(40, 'Receipt must be at most 40 characters.'),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

export const createOrderResponseSchema = z.object({
  result: z.literal(true),
  success: z.literal(true),
  tokenValid: z.literal(true),
  message: z.string(),
  /** The gateway's order: amount in paise, as Razorpay Checkout wants it. */
  data: z.object({ id: z.string(), amount: z.number().int(), currency: z.literal('INR') }),
  checkout: z.object({ key: z.string(), scriptUrl: z.string() }),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

const gatewayIds = {
  razorpay_order_id: z
    .string({ error: 'razorpay_order_id is required' })
    .trim()
    .min(1, 'razorpay_order_id is required')
    .max(64),
  razorpay_payment_id: z
    .string({ error: 'razorpay_payment_id is required' })
    .trim()
    .min(1, 'razorpay_payment_id is required')
    .max(64),
  razorpay_signature: z
    .string({ error: 'razorpay_signature is required' })
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'razorpay_signature must be a hex HMAC-SHA256'),
};

// POST payment/VerifyPayment {order id, payment id, signature}
export const verifyPaymentRequestSchema = z.object(gatewayIds);
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

export const paymentResultResponseSchema = z.object({
  result: z.literal(true),
  success: z.literal(true),
  tokenValid: z.literal(true),
  message: z.string(),
  data: z.object({ orderId: z.string(), credited: z.boolean(), balance: z.number() }),
});

// POST payment/update (spec/01 §7)
export const paymentUpdateRequestSchema = z.object({
  userId: z.string().trim().min(1, 'userId is required'),
  amount: rupeeAmount({
    min: 100n,
    messages: { required: 'Amount is required', min: 'Enter an amount of at least ₹1' },
  }),
  ...gatewayIds,
  payment_type: z.literal('online', { error: "payment_type must be 'online'" }),
  payment_status: z.literal('success', { error: "payment_status must be 'success'" }),
  sender_bank: z.string().max(100).optional(),
  receiver_bank: z.string().max(100).optional(),
  transaction_id: z.string().max(100).optional(),
  user_bank: z.string().max(100).optional(),
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

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default('');

/** The text fields of POST user/requstMoney (multipart; the slip comes as the file slipImage). */
export const requestMoneyFieldsSchema = z
  .object({
    paymentType: z.enum(PAYMENT_TYPES, { error: 'Choose a payment type.' }).default('NEFT'),
    amount: z.string().trim().default(''),
    company_bank_name: text(100),
    company_acc_number: text(30),
    paymentDate: z.string().trim().default(''),
    userBank: text(100),
    userAccNo: text(30),
    transactionNo: text(40),
    remark: text(200),
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

/** dd-MM-yyyy on the wire (spec/01 §7). */
const wireDate = z
  .string({ error: 'Enter the date as dd-MM-yyyy.' })
  .trim()
  .regex(/^\d{2}-\d{2}-\d{4}$/, 'Enter the date as dd-MM-yyyy.')
  .refine((v) => {
    const [d, m, y] = v.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'Enter a real date as dd-MM-yyyy.');

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
        if (!(s in map)) {
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
  .refine(
    (v) => {
      const key = (s: string) => s.split('-').reverse().join('');
      return key(v.fromdate) <= key(v.todate);
    },
    { message: 'The from date must be on or before the to date.', path: ['fromdate'] },
  );
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

export const walletRequestListResponseSchema = z.object({
  result: z.boolean(),
  success: z.boolean(),
  tokenValid: z.literal(true),
  message: z.string(),
  data: z.array(walletRequestRowSchema),
});

export const companyBankSchema = z.object({
  id: z.string(),
  CompanyAccNo: z.string(),
  CompanyBank: z.string(),
  IFSC: z.string(),
});
export const userBankSchema = z.object({ id: z.string(), BankName: z.string() });
