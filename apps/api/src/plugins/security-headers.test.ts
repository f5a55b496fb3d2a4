import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import securityHeaders, {
  inlineScriptHashes,
  tileSource,
  type SecurityHeadersOptions,
} from './security-headers';

const THEME_SCRIPT = "\n      document.documentElement.classList.add('dark');\n    ";
const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function headersOf(options: Partial<SecurityHeadersOptions> = {}) {
  const app = Fastify();
  apps.push(app);
  await app.register(securityHeaders, {
    production: false,
    checkoutUrl: 'http://127.0.0.1:4010/v1/checkout.js',
    gatewayBaseUrl: 'http://127.0.0.1:4010',
    webDist: undefined,
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    hotelImageOrigin: 'https://images.hotels.example.com',
    ...options,
  });
  app.get('/', async () => ({ ok: true }));
  const res = await app.inject({ method: 'GET', url: '/' });
  return res.headers;
}

/** The CSP's directives by name. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('inlineScriptHashes', () => {
  it('hashes inline scripts and skips external and empty ones', () => {
    const html = `<head><script>${THEME_SCRIPT}</script><script type="module" crossorigin src="/assets/a.js"></script><script></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf(THEME_SCRIPT)]);
  });
});

describe('tileSource', () => {
  it('is the tile server’s origin, with a {s} subdomain as a wildcard', () => {
    expect(tileSource('http://127.0.0.1:4010/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4010');
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png')).toBe(
      'https://*.tile.example.org',
    );
  });
});

describe('security headers', () => {
  it('outside production: the CSP without upgrade-insecure-requests, and no HSTS', async () => {
    const headers = await headersOf();
    const csp = directives(headers['content-security-policy']);
    expect(csp).toMatchObject({
      'default-src': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'script-src': ["'self'", 'http://127.0.0.1:4010'],
      'script-src-attr': ["'none'"],
      'img-src': [
        "'self'",
        'data:',
        'blob:',
        'https://tile.openstreetmap.org',
        'https://images.hotels.example.com',
      ],
      'frame-src': ['http://127.0.0.1:4010'],
      'connect-src': ["'self'", 'http://127.0.0.1:4010'],
    });
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  it('in production: HSTS and upgrade-insecure-requests; Razorpay’s two origins', async () => {
    const headers = await headersOf({
      production: true,
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      gatewayBaseUrl: 'https://api.razorpay.com',
    });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(headers['content-security-policy']);
    expect(csp['upgrade-insecure-requests']).toEqual([]);
    expect(csp['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(csp['frame-src']).toEqual(['https://checkout.razorpay.com', 'https://api.razorpay.com']);
  });

  it('names the tile and hotel image origins once when they are the same server', async () => {
    const csp = directives(
      (
        await headersOf({
          mapTileUrl: 'http://127.0.0.1:4010/tiles/{z}/{x}/{y}.png',
          hotelImageOrigin: 'http://127.0.0.1:4010',
        })
      )['content-security-policy'],
    );
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:4010']);
  });

  it('allows the built web app’s inline scripts by hash, and no other', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), `<script>${THEME_SCRIPT}</script>`);
    const csp = directives((await headersOf({ webDist: dist }))['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", 'http://127.0.0.1:4010', hashOf(THEME_SCRIPT)]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
