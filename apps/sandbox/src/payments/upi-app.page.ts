import { formatRupees, html } from './checkout.page';
import type { PaymentEntity } from './payments.store';

/** Plain forms, no script: the page only posts approve or decline to the sandbox. */
export const UPI_APP_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
].join('; ');

const WORDS: Record<PaymentEntity['status'], string> = {
  created: 'Waiting for your answer.',
  captured: 'Approved: the payment is made.',
  refunded: 'Approved: the payment is made.',
  failed: 'This request is closed: it was declined or it expired.',
};

/**
 * The sandbox's stand-in for the customer's UPI app (what scanning the QR, or a collect request's
 * notification, opens): the request's amount and an Approve and a Decline button.
 */
export function renderUpiAppPage(payment: PaymentEntity | null) {
  const body = payment
    ? `<p class="amount">${html(formatRupees(payment.amount))}</p>
      <p>To <strong>Kosh</strong> · order <code>${html(payment.order_id)}</code></p>
      ${payment.vpa ? `<p>From <strong>${html(payment.vpa)}</strong></p>` : ''}
      <p role="status">${html(WORDS[payment.status])}</p>
      ${
        payment.status === 'created'
          ? `<form method="post" action="/checkout/upi/${html(payment.id)}/approve"><button class="primary">Approve payment</button></form>
      <form method="post" action="/checkout/upi/${html(payment.id)}/decline"><button class="danger">Decline</button></form>`
          : ''
      }`
    : '<p role="alert">There is no such UPI request at the sandbox.</p>';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sandbox UPI app</title>
  <link rel="icon" href="data:,">
  <style>
    body { font-family: system-ui, sans-serif; margin: 0; padding: 24px 16px; background: #f1f5f9; color: #0f172a; }
    main { max-width: 380px; margin: 0 auto; background: #fff; border-radius: 14px; padding: 20px; }
    h1 { font-size: 1.125rem; margin: 0 0 12px; }
    .amount { font-size: 2rem; font-weight: 700; margin: 0; }
    form { margin-top: 12px; }
    button { width: 100%; font: inherit; font-weight: 600; min-height: 44px; border-radius: 10px; cursor: pointer; border: 1px solid transparent; }
    button:focus-visible { outline: 3px solid #0ea5e9; outline-offset: 2px; }
    .primary { background: #15803d; color: #fff; }
    .danger { background: #fff; color: #b91c1c; border-color: #fca5a5; }
  </style>
</head>
<body>
  <main>
    <h1>Sandbox UPI app (test mode)</h1>
    ${body}
  </main>
</body>
</html>
`;
}
