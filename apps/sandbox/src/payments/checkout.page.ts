/** The sandbox's checkout page: a self-contained HTML page that plays Razorpay Checkout's modal. */

export const CHECKOUT_TITLE = 'Kosh test checkout (sandbox)';

export interface CheckoutPageData {
  orderId: string;
  amount: number;
  merchant: string;
  description: string;
  email: string;
  contact: string;
  color: string;
  parentOrigin: string;
  /** A problem that stops payment (wrong key, unknown or paid order): only Close is offered. */
  problem?: string;
}

const html = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Paise as rupees the Indian way: 50000 → "₹500", 123456 → "₹1,234.56". */
export function formatRupees(paise: number) {
  const fraction = paise % 100 === 0 ? 0 : 2;
  const rupees = new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(paise / 100);
  return `₹${rupees}`;
}

/** A CSS colour from Checkout's theme.color, or the sandbox's own. */
export function themeColor(value: unknown) {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)
    ? value
    : '#4f46e5';
}

/** No outside asset: only this page, its inline style and /checkout/page.js from the sandbox. */
export const CHECKOUT_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export function renderCheckoutPage(data: CheckoutPageData) {
  const amount = formatRupees(data.amount);
  // JSON inside <script>: `<` escaped so no value can close the element.
  const json = JSON.stringify({
    orderId: data.orderId,
    email: data.email,
    contact: data.contact,
    description: data.description,
    parentOrigin: data.parentOrigin,
  }).replace(/</g, '\\u003c');

  const details = data.problem
    ? `<p class="problem" role="alert">${html(data.problem)}</p>`
    : `<p class="amount"><span class="visually-hidden">Amount: </span>${html(amount)}</p>
      ${data.description ? `<p class="description">${html(data.description)}</p>` : ''}
      <dl class="facts">
        <div><dt>Order</dt><dd><code>${html(data.orderId)}</code></dd></div>
        ${data.email ? `<div><dt>Email</dt><dd>${html(data.email)}</dd></div>` : ''}
        ${data.contact ? `<div><dt>Phone</dt><dd>${html(data.contact)}</dd></div>` : ''}
      </dl>`;

  const actions = data.problem
    ? `<button type="button" id="close" class="ghost">Close</button>`
    : `<button type="button" id="pay" class="primary" data-outcome="success">Pay ${html(amount)}</button>
        <button type="button" id="fail" class="danger" data-outcome="failure">Fail payment</button>
        <button type="button" id="close" class="ghost">Close</button>`;

  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${CHECKOUT_TITLE}</title>
  <link rel="icon" href="data:,">
  <style>
    :root { --accent: ${data.color}; color-scheme: light; }
    * { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; }
    body {
      font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
      background: #f1f5f9; color: #0f172a; display: flex; align-items: center; justify-content: center;
      padding: 16px; line-height: 1.45;
    }
    html.embedded body { background: transparent; }
    main {
      width: 100%; max-width: 400px; background: #fff; border-radius: 14px; overflow: hidden;
      box-shadow: 0 10px 30px rgba(15, 23, 42, 0.18);
    }
    header { background: var(--accent); color: #fff; padding: 18px 22px; }
    header h1 { margin: 0; font-size: 1rem; font-weight: 600; }
    header .merchant { margin: 6px 0 0; font-size: 1.25rem; font-weight: 700; }
    .badge {
      display: inline-block; margin: 0 0 8px; padding: 2px 8px; border-radius: 999px; font-size: 0.75rem;
      font-weight: 600; letter-spacing: 0.02em; background: rgba(255, 255, 255, 0.2);
    }
    .body { padding: 20px 22px 22px; }
    .amount { margin: 0; font-size: 2rem; font-weight: 700; font-variant-numeric: tabular-nums; }
    .description { margin: 4px 0 0; color: #475569; }
    .facts { margin: 16px 0 0; font-size: 0.875rem; }
    .facts div { display: flex; justify-content: space-between; gap: 12px; padding: 6px 0; border-top: 1px solid #e2e8f0; }
    .facts dt { color: #64748b; }
    .facts dd { margin: 0; text-align: right; word-break: break-all; }
    .problem { margin: 0; padding: 12px 14px; border-radius: 10px; background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; }
    .status { min-height: 1.5em; margin: 16px 0 0; font-weight: 600; }
    .status.ok { color: #15803d; }
    .status.error { color: #b91c1c; }
    .actions { display: grid; gap: 10px; margin-top: 12px; }
    button {
      font: inherit; font-weight: 600; padding: 12px 16px; border-radius: 10px; cursor: pointer;
      border: 1px solid transparent; min-height: 44px;
    }
    button:focus-visible { outline: 3px solid #0ea5e9; outline-offset: 2px; }
    button:disabled { opacity: 0.6; cursor: progress; }
    .primary { background: var(--accent); color: #fff; }
    .danger { background: #fff; color: #b91c1c; border-color: #fca5a5; }
    .ghost { background: #fff; color: #334155; border-color: #cbd5e1; }
    .note { margin: 16px 0 0; font-size: 0.75rem; color: #64748b; text-align: center; }
    .visually-hidden {
      position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
      clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
    }
    @media (prefers-reduced-motion: no-preference) { button { transition: filter 0.15s; } }
    button:hover:not(:disabled) { filter: brightness(0.95); }
  </style>
</head>
<body>
  <main aria-labelledby="checkout-title">
    <header>
      <p class="badge">Test mode · no money moves</p>
      <h1 id="checkout-title">${CHECKOUT_TITLE}</h1>
      <p class="merchant">${html(data.merchant)}</p>
    </header>
    <div class="body">
      ${details}
      <p id="status" class="status" role="status" aria-live="polite"></p>
      <div class="actions">
        ${actions}
      </div>
      <p class="note">This page plays Razorpay Checkout for Kosh's tests and demos.</p>
    </div>
  </main>
  <script type="application/json" id="checkout-data">${json}</script>
  <script src="/checkout/page.js"></script>
</body>
</html>
`;
}
