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
