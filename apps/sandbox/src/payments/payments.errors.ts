/**
 * Razorpay's error body: `{"error": {"code", "description", "field"?, "source", "step", "reason",
 * "metadata"}}`, the same for every failed API call.
 */
export interface RazorpayError {
  error: {
    code: 'BAD_REQUEST_ERROR' | 'SERVER_ERROR';
    description: string;
    field?: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, string>;
  };
}

/** An input the API refuses (HTTP 400). */
export function badRequest(description: string, field?: string): RazorpayError {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      ...(field ? { field } : {}),
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
    },
  };
}

/** A wrong or missing key (HTTP 401), word for word as Razorpay answers it. */
export const AUTHENTICATION_FAILED: RazorpayError = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Authentication failed',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
};

export const SERVER_ERROR: RazorpayError = {
  error: {
    code: 'SERVER_ERROR',
    description: 'The server encountered an error. The incident has been reported to admins.',
    source: 'NA',
    step: 'NA',
    reason: 'server_error',
    metadata: {},
  },
};

/**
 * What Checkout reports for a failed payment (the `payment.failed` callback's argument), in the
 * payment's own words where it has them (a declined or expired UPI request).
 */
export function paymentFailed(
  orderId: string,
  paymentId: string,
  payment?: { error_description: string | null; error_reason: string | null },
): RazorpayError {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: payment?.error_description ?? 'Payment failed',
      source: 'customer',
      step: 'payment_authentication',
      reason: payment?.error_reason ?? 'payment_failed',
      metadata: { order_id: orderId, payment_id: paymentId },
    },
  };
}

export const NOT_FOUND = badRequest('The id provided does not exist');
