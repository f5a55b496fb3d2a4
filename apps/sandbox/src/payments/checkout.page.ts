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
  /** Whether to offer a UPI QR (Checkout opened on a desktop-width screen, where no UPI app is). */
  qr?: boolean;
  /** A problem that stops payment (wrong key, unknown or paid order): only Close is offered. */
  problem?: string;
}

export const html = (value: string) =>
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
    merchant: data.merchant,
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
    : `${methodChooser()}
        <div id="card-panel" class="actions">
          <button type="button" id="pay" class="primary" data-outcome="success">Pay ${html(amount)}</button>
          <button type="button" id="fail" class="danger" data-outcome="failure">Fail payment</button>
        </div>
        ${upiPanel(amount, data.qr === true)}
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
    html { height: 100%; }
    /* min-height, not height: a page taller than the frame (UPI's wait, the QR) scrolls whole. */
    body { margin: 0; min-height: 100%; }
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
      font-weight: 600; letter-spacing: 0.02em; background: rgba(15, 23, 42, 0.35);
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
    .methods { border: 0; padding: 0; margin: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
    .methods legend { font-weight: 600; margin-bottom: 6px; padding: 0; }
    .methods label {
      display: flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 12px; cursor: pointer;
      border: 1px solid #cbd5e1; border-radius: 10px; font-weight: 600;
    }
    .methods label:has(input:checked) { border-color: var(--accent); box-shadow: 0 0 0 1px var(--accent); }
    .methods input:focus-visible { outline: 3px solid #0ea5e9; outline-offset: 2px; }
    .field { display: grid; gap: 4px; }
    .field label { font-weight: 600; }
    .field input {
      font: inherit; min-height: 44px; padding: 0 12px; border: 1px solid #64748b; border-radius: 10px;
    }
    .field input:focus-visible { outline: 3px solid #0ea5e9; outline-offset: 1px; }
    .field input[aria-invalid="true"] { border-color: #b91c1c; }
    .hint { margin: 0; font-size: 0.8125rem; color: #475569; }
    .field-error { margin: 0; font-size: 0.8125rem; color: #b91c1c; min-height: 1.2em; }
    .waiting { padding: 12px 14px; border-radius: 10px; background: #eff6ff; border: 1px solid #bfdbfe; }
    .waiting p { margin: 0 0 6px; }
    .countdown { font-variant-numeric: tabular-nums; font-weight: 700; }
    .tester { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin-top: 8px; }
    .qr { text-align: center; border-top: 1px solid #e2e8f0; padding-top: 12px; }
    .qr img { width: 180px; height: 180px; display: block; margin: 8px auto; }
    .qr a { color: #1d4ed8; font-weight: 600; }
    [hidden] { display: none !important; }
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

function methodChooser() {
  return `<fieldset class="methods">
          <legend>Pay by</legend>
          <label><input type="radio" name="method" value="card" checked> Card</label>
          <label><input type="radio" name="method" value="upi"> UPI</label>
        </fieldset>`;
}

/**
 * UPI: a UPI id for a collect request, the wait for the customer's app to answer (with the
 * tester's approve and decline, since the sandbox has no UPI app), and on a desktop a QR.
 */
function upiPanel(amount: string, qr: boolean) {
  const qrBlock = qr
    ? `<div class="qr" id="upi-qr-block">
            <p class="hint">On a computer? Scan a QR with any UPI app.</p>
            <button type="button" id="upi-qr" class="ghost">Show QR code</button>
            <img id="upi-qr-image" alt="UPI QR code to pay ${html(amount)}" hidden>
            <a id="upi-scan" href="#" target="_blank" rel="noopener" hidden>Scan with the sandbox UPI app (opens a new tab)</a>
          </div>`
    : '';
  return `<div id="upi-panel" class="actions" hidden>
          <div id="upi-form" class="actions">
            <div class="field">
              <label for="vpa">UPI ID</label>
              <input id="vpa" name="vpa" type="text" inputmode="email" autocomplete="off" autocapitalize="none"
                spellcheck="false" maxlength="256" placeholder="name@bank" aria-describedby="vpa-hint vpa-error">
              <p id="vpa-hint" class="hint">Test ids: success@kosh approves, failure@kosh declines; any other waits for you.</p>
              <p id="vpa-error" class="field-error"></p>
            </div>
            <button type="button" id="upi-pay" class="primary">Pay ${html(amount)} by UPI</button>
          </div>
          <div id="upi-waiting" class="waiting" hidden>
            <p id="upi-waiting-text">Approve the request on your UPI app.</p>
            <p>Expires in <span id="upi-countdown" class="countdown">5:00</span></p>
            <div class="tester">
              <button type="button" id="upi-approve" class="primary">Approve (tester)</button>
              <button type="button" id="upi-decline" class="danger">Decline (tester)</button>
            </div>
          </div>
          ${qrBlock}
        </div>`;
}
