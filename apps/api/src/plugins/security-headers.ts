import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The CSP source of a map tile URL template (`https://{s}.tile.example.org/{z}/{x}/{y}.png`): its
 * origin, with a `{s}` subdomain as a wildcard.
 */
export function tileSource(template: string): string {
  return new URL(template.replaceAll('{s}', 'kosh-s')).origin.replace('//kosh-s.', '//*.');
}

export interface SecurityHeadersOptions {
  /** HSTS and upgrade-insecure-requests only in production: elsewhere Kosh runs on plain http. */
  production: boolean;
  /** The gateway's checkout script (its origin may load scripts and frames)… */
  checkoutUrl: string;
  /** …and the gateway's API (the checkout talks to it and frames its pages). */
  gatewayBaseUrl: string;
  /** The built web app: the inline scripts of its index.html are allowed by their hash. */
  webDist: string | undefined;
  /** The hotel map's tile URL template (its origin may serve images)… */
  mapTileUrl: string;
  /** …and the origin the hotel supplier's photos come from. */
  hotelImageOrigin: string;
}

/** 'sha256-…' of every inline <script> of an HTML page (CSP hash sources). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function webInlineScripts(webDist: string | undefined): string[] {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  return index && fs.existsSync(index) ? inlineScriptHashes(fs.readFileSync(index, 'utf8')) : [];
}

/**
 * The Content-Security-Policy the web app works under (docs/architecture.md §4): its own origin, plus the payment
 * gateway's checkout (script and iframe), the map tiles and the hotel supplier's photos; no plugins, no framing of Kosh, no
 * inline scripts but the web app's own (by hash). Styles may be inline: the toasts and dialogs
 * inject <style> elements at run time.
 */
export function contentSecurityPolicy(options: SecurityHeadersOptions) {
  const gateway = [
    ...new Set([new URL(options.checkoutUrl).origin, new URL(options.gatewayBaseUrl).origin]),
  ];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: [
      "'self'",
      new URL(options.checkoutUrl).origin,
      ...webInlineScripts(options.webDist),
    ],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [
      ...new Set([
        "'self'",
        'data:',
        'blob:',
        tileSource(options.mapTileUrl),
        new URL(options.hotelImageOrigin).origin,
      ]),
    ],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...gateway],
    frameSrc: gateway,
    upgradeInsecureRequests: options.production ? [] : null,
  };
}

/**
 * The headers helmet sets for `config`, worked out once: none of them depends on the request.
 * (@fastify/helmet builds a new helmet, CSP parsing included, for every request — a tenth of the
 * CPU of a small authenticated read.)
 */
export function helmetHeaders(config: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
    },
    removeHeader: (name: string) => {
      const at = headers.findIndex(([n]) => n.toLowerCase() === name.toLowerCase());
      if (at >= 0) headers.splice(at, 1);
    },
  } as unknown as ServerResponse;
  helmet(config)({} as never, recorder, () => undefined);
  return headers;
}

/**
 * Security headers on every answer (helmet): the CSP above, HSTS in production only,
 * no framing (X-Frame-Options DENY), nosniff, and the referrer policy Kosh has always sent.
 */
async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions) {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    strictTransportSecurity: options.production
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // A gateway may finish a payment (3-D Secure, UPI apps) in a popup that reports back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.decorate('securityHeaders', headers);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers every answer carries (for answers sent before Fastify: customer-reads-front). */
    securityHeaders: readonly (readonly [string, string])[];
  }
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
