/* global window, document */
// The checkout page's behaviour (served as /checkout/page.js): Pay and Fail ask the sandbox to pay
// the order as a customer's browser would, then tell the merchant's page (the iframe's parent) what
// happened; Close and Escape dismiss. Messages: {source: 'kosh-sandbox-checkout', type, payload}.
(function () {
  'use strict';

  var data = JSON.parse(document.getElementById('checkout-data').textContent);
  var status = document.getElementById('status');
  var outcomeButtons = Array.prototype.slice.call(document.querySelectorAll('[data-outcome]'));
  var closeButton = document.getElementById('close');
  var busy = false;
  // In Checkout's overlay the card floats over the merchant's dimmed page.
  if (window.parent !== window) document.documentElement.classList.add('embedded');

  function tell(type, payload) {
    if (window.parent === window) return;
    window.parent.postMessage(
      { source: 'kosh-sandbox-checkout', type: type, payload: payload },
      data.parentOrigin || '*',
    );
  }

  function show(text, tone) {
    status.textContent = text;
    status.className = 'status' + (tone ? ' ' + tone : '');
  }

  function setBusy(value) {
    busy = value;
    outcomeButtons.forEach(function (button) {
      button.disabled = value;
    });
    closeButton.disabled = value;
  }

  function pay(outcome) {
    if (busy) return;
    setBusy(true);
    show(outcome === 'success' ? 'Processing payment…' : 'Failing the payment…');
    window
      .fetch('/checkout/orders/' + encodeURIComponent(data.orderId) + '/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          outcome: outcome,
          email: data.email || undefined,
          contact: data.contact || undefined,
          description: data.description || undefined,
        }),
      })
      .then(function (response) {
        return response.json().then(function (body) {
          return { ok: response.ok, body: body };
        });
      })
      .then(function (result) {
        var body = result.body || {};
        if (result.ok && body.razorpay_payment_id) {
          show('Payment successful (' + body.razorpay_payment_id + ').', 'ok');
          outcomeButtons.forEach(function (button) {
            button.hidden = true;
          });
          closeButton.disabled = false;
          busy = false;
          tell('success', body);
        } else if (result.ok && body.error) {
          show('Payment failed. Try again, or close.', 'error');
          setBusy(false);
          tell('failure', body);
        } else {
          show((body.error && body.error.description) || 'The payment could not be made.', 'error');
          setBusy(false);
        }
      })
      .catch(function () {
        show('The sandbox could not be reached. Try again.', 'error');
        setBusy(false);
      });
  }

  function dismiss() {
    if (busy) return;
    tell('dismiss');
  }

  outcomeButtons.forEach(function (button) {
    button.addEventListener('click', function () {
      pay(button.getAttribute('data-outcome'));
    });
  });
  closeButton.addEventListener('click', dismiss);
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') dismiss();
  });
  (outcomeButtons[0] || closeButton).focus();
})();
