/* global window, document */
// The sandbox's stand-in for https://checkout.razorpay.com/v1/checkout.js (served as
// /v1/checkout.js): `new Razorpay(options)` with Razorpay Checkout's options, `.open()`, `.close()`
// and `.on('payment.failed', callback)`. open() lays a full-screen overlay with the sandbox's
// checkout page in an iframe over the merchant's page.
(function () {
  'use strict';

  var script = document.currentScript;
  var SANDBOX_ORIGIN = script && script.src ? new URL(script.src).origin : '__SANDBOX_ORIGIN__';
  var TITLE = 'Kosh test checkout (sandbox)';

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || options.key === '') {
      throw new Error('Razorpay: the "key" option is required');
    }
    if (typeof options.order_id !== 'string' || options.order_id === '') {
      throw new Error('Razorpay (Kosh sandbox): the "order_id" option is required');
    }
    this.options = options;
    this._listeners = {};
    this._overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback === 'function') {
      (this._listeners[event] = this._listeners[event] || []).push(callback);
    }
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.open = function () {
    if (this._overlay) return this;
    var options = this.options;
    var prefill = options.prefill || {};
    var modal = options.modal || {};
    var query = new URLSearchParams({
      order_id: options.order_id,
      key_id: options.key,
      name: options.name || '',
      description: options.description || '',
      email: prefill.email || '',
      contact: prefill.contact || '',
      color: (options.theme && options.theme.color) || '',
      origin: window.location.origin,
    });
    // A desktop-width screen has no UPI app on it: the page offers a QR to scan with a phone.
    if (window.matchMedia && window.matchMedia('(min-width: 768px)').matches) query.set('qr', '1');

    var overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', TITLE);
    overlay.setAttribute('data-kosh-sandbox-checkout', '');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;' +
      'justify-content:center;background:rgba(15,23,42,0.65);padding:0;margin:0;';

    var frame = document.createElement('iframe');
    frame.title = TITLE;
    frame.src = SANDBOX_ORIGIN + '/checkout/page?' + query.toString();
    frame.style.cssText =
      'width:min(440px,100vw);height:min(' +
      (query.get('qr') ? '760px' : '640px') +
      ',100vh);border:0;background:transparent;' +
      'color-scheme:normal;';
    frame.addEventListener('load', function () {
      frame.focus();
    });
    overlay.appendChild(frame);

    var onMessage = (event) => {
      var message = event.data;
      if (event.origin !== SANDBOX_ORIGIN || event.source !== frame.contentWindow) return;
      if (!message || message.source !== 'kosh-sandbox-checkout') return;
      if (message.type === 'success') {
        this.close();
        if (typeof options.handler === 'function') {
          options.handler({
            razorpay_payment_id: message.payload.razorpay_payment_id,
            razorpay_order_id: message.payload.razorpay_order_id,
            razorpay_signature: message.payload.razorpay_signature,
          });
        }
      } else if (message.type === 'failure') {
        this._emit('payment.failed', message.payload);
      } else if (message.type === 'dismiss') {
        this.close();
        if (typeof modal.ondismiss === 'function') modal.ondismiss();
      }
    };

    var onKeydown = (event) => {
      if (event.key === 'Escape' && modal.escape !== false) {
        this.close();
        if (typeof modal.ondismiss === 'function') modal.ondismiss();
      }
    };

    this._previousFocus = document.activeElement;
    this._previousOverflow = document.body.style.overflow;
    this._cleanup = function () {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('keydown', onKeydown);
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('keydown', onKeydown);
    document.body.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    this._overlay = overlay;
    frame.focus();
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this._overlay) return this;
    this._cleanup();
    this._overlay.remove();
    this._overlay = null;
    document.body.style.overflow = this._previousOverflow || '';
    if (this._previousFocus && typeof this._previousFocus.focus === 'function') {
      this._previousFocus.focus();
    }
    return this;
  };

  window.Razorpay = Razorpay;
})();
