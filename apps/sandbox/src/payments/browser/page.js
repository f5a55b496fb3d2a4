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

  // --- UPI: a collect request to a UPI id (or a QR), then waiting for the app's answer ---------
  var byId = function (id) {
    return document.getElementById(id);
  };
  var cardPanel = byId('card-panel');
  var upiPanel = byId('upi-panel');
  var vpaInput = byId('vpa');
  var vpaError = byId('vpa-error');
  var upiForm = byId('upi-form');
  var waiting = byId('upi-waiting');
  var countdown = byId('upi-countdown');
  var pending = null;
  var pollTimer = null;
  var tickTimer = null;
  var VPA = /^[A-Za-z0-9._-]+@[A-Za-z][A-Za-z0-9.-]*$/;

  Array.prototype.slice
    .call(document.querySelectorAll('input[name="method"]'))
    .forEach(function (radio) {
      radio.addEventListener('change', function () {
        var upi = radio.value === 'upi' && radio.checked;
        if (cardPanel) cardPanel.hidden = upi;
        if (upiPanel) upiPanel.hidden = !upi;
        show('');
      });
    });

  function post(path, body) {
    return window
      .fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body || {}),
      })
      .then(function (response) {
        return response.json().then(function (json) {
          return { ok: response.ok, body: json };
        });
      });
  }

  function stopWaiting() {
    window.clearTimeout(pollTimer);
    window.clearInterval(tickTimer);
    pending = null;
    busy = false;
    closeButton.disabled = false;
    if (waiting) waiting.hidden = true;
    if (upiForm) upiForm.hidden = false;
    ['upi-qr-image', 'upi-scan'].forEach(function (id) {
      if (byId(id)) byId(id).hidden = true;
    });
    if (byId('upi-qr')) byId('upi-qr').hidden = false;
  }

  function tick() {
    if (!pending || !pending.expires_at) return;
    var left = Math.max(0, pending.expires_at - Math.floor(Date.now() / 1000));
    countdown.textContent = Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0');
  }

  function settled(state) {
    if (state.status === 'captured') {
      stopWaiting();
      if (upiPanel) upiPanel.hidden = true;
      show('Payment successful (' + state.razorpay_payment_id + ').', 'ok');
      tell('success', {
        razorpay_payment_id: state.razorpay_payment_id,
        razorpay_order_id: state.razorpay_order_id,
        razorpay_signature: state.razorpay_signature,
      });
      return true;
    }
    if (state.status === 'failed') {
      stopWaiting();
      var words = (state.error && state.error.description) || 'Payment failed';
      show(words + ' Try again, or close.', 'error');
      tell('failure', {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: words,
          source: 'customer',
          step: 'payment_authentication',
          reason: (state.error && state.error.reason) || 'payment_failed',
          metadata: state.error ? state.error.metadata : {},
        },
      });
      return true;
    }
    return false;
  }

  function poll() {
    if (!pending) return;
    var id = pending.razorpay_payment_id;
    window
      .fetch('/checkout/upi/' + encodeURIComponent(id))
      .then(function (response) {
        return response.json();
      })
      .then(function (state) {
        if (!pending || pending.razorpay_payment_id !== id) return;
        if (!settled(state)) pollTimer = window.setTimeout(poll, 1000);
      })
      .catch(function () {
        pollTimer = window.setTimeout(poll, 2000);
      });
  }

  function wait(state, text) {
    pending = state;
    busy = true;
    closeButton.disabled = true;
    if (upiForm) upiForm.hidden = true;
    if (waiting) waiting.hidden = false;
    byId('upi-waiting-text').textContent = text;
    show('Waiting for approval on your UPI app…');
    tick();
    tickTimer = window.setInterval(tick, 1000);
    pollTimer = window.setTimeout(poll, 1000);
    byId('upi-approve').focus();
  }

  function startUpi(flow) {
    if (busy) return;
    var vpa = vpaInput ? vpaInput.value.trim() : '';
    if (flow === 'collect' && !(vpa.length >= 3 && vpa.length <= 256 && VPA.test(vpa))) {
      vpaInput.setAttribute('aria-invalid', 'true');
      vpaError.textContent = 'Enter a UPI ID like name@bank.';
      vpaInput.focus();
      return;
    }
    if (vpaInput) vpaInput.removeAttribute('aria-invalid');
    if (vpaError) vpaError.textContent = '';
    busy = true;
    show(flow === 'collect' ? 'Sending a request to ' + vpa + '…' : 'Making a QR code…');
    post('/checkout/orders/' + encodeURIComponent(data.orderId) + '/upi', {
      flow: flow,
      vpa: flow === 'collect' ? vpa : undefined,
      email: data.email || undefined,
      contact: data.contact || undefined,
      description: data.description || undefined,
      merchant: data.merchant || undefined,
    })
      .then(function (result) {
        busy = false;
        var body = result.body || {};
        if (!result.ok) {
          var message = (body.error && body.error.description) || 'The request could not be made.';
          if (body.error && body.error.field === 'vpa') {
            vpaInput.setAttribute('aria-invalid', 'true');
            vpaError.textContent = message;
            show('');
          } else {
            show(message, 'error');
          }
          return;
        }
        if (flow === 'qr') {
          var image = byId('upi-qr-image');
          var scan = byId('upi-scan');
          image.src = body.qr;
          image.hidden = false;
          scan.href = body.scan_url;
          scan.hidden = false;
          byId('upi-qr').hidden = true;
          wait(body, 'Scan the QR code with your UPI app and approve the payment.');
          // The QR is what the customer needs now: in view, below the wait's countdown.
          image.scrollIntoView({ block: 'center' });
        } else {
          wait(body, 'Approve the request sent to ' + vpa + ' on your UPI app.');
        }
      })
      .catch(function () {
        busy = false;
        show('The sandbox could not be reached. Try again.', 'error');
      });
  }

  function answer(action) {
    if (!pending) return;
    post('/checkout/upi/' + encodeURIComponent(pending.razorpay_payment_id) + '/' + action)
      .then(function (result) {
        if (result.body && result.body.status) settled(result.body);
      })
      .catch(function () {
        show('The sandbox could not be reached. Try again.', 'error');
      });
  }

  if (byId('upi-pay')) {
    byId('upi-pay').addEventListener('click', function () {
      startUpi('collect');
    });
    vpaInput.addEventListener('keydown', function (event) {
      if (event.key === 'Enter') startUpi('collect');
    });
    byId('upi-approve').addEventListener('click', function () {
      answer('approve');
    });
    byId('upi-decline').addEventListener('click', function () {
      answer('decline');
    });
  }
  if (byId('upi-qr')) {
    byId('upi-qr').addEventListener('click', function () {
      startUpi('qr');
    });
  }
  closeButton.addEventListener('click', dismiss);
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') dismiss();
  });
  (outcomeButtons[0] || closeButton).focus();
})();
