/**
 * Razorpay's entities as its API and webhooks send them (paise, snake_case). Only what Kosh reads;
 * webhook bodies are signed but otherwise unchecked, so every field there may be missing.
 */
import type { GatewayOrder, GatewayPayment, GatewayRefund } from '../payments.port';

export interface RazorpayOrder {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string;
  status: GatewayOrder['status'];
}

export interface RazorpayPayment {
  id: string;
  order_id: string;
  amount: number;
  status: GatewayPayment['status'];
  /** card, upi, netbanking, wallet, emi, cardless_emi, paylater, … */
  method?: string;
  /** The payer's UPI id, for a UPI payment. */
  vpa?: string | null;
}

export interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  receipt: string | null;
  status: GatewayRefund['status'];
}

/** A webhook's envelope: `event` names it, `payload` holds the entities it is about. */
export interface RazorpayWebhookBody {
  event?: string;
  payload?: {
    payment?: {
      entity?: {
        id?: string;
        order_id?: string;
        amount?: number;
        status?: string;
        error_description?: string;
        method?: string;
        vpa?: string | null;
      };
    };
    order?: { entity?: { id?: string; amount?: number; status?: string } };
    refund?: { entity?: Partial<RazorpayRefund> & { status?: string } };
  };
}

/** The headers Razorpay signs and identifies a webhook delivery with. */
export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';
