import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';

/** docs/architecture.md §4: @fastify/helmet's headers on every answer of the real app. */
describe('security headers of the real app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The map's tiles from one server, the supplier's photos from another (as in production).
    ctx = await createTestContext({
      env: { HOTEL_MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
    });
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it.each(['/api/health', '/api/no-such-call', '/api/docs/'])('%s', async (url) => {
    const res = await get(url);
    const csp = String(res.headers['content-security-policy']);
    const gateway = new URL(ctx.config.razorpay.checkoutUrl).origin;
    expect(csp).toContain(`script-src 'self' ${gateway}`);
    expect(csp).toContain(`frame-src ${gateway}`);
    const images = /img-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(images).toEqual(
      expect.arrayContaining(['https://*.tiles.example.org', ctx.config.hotels.imageOrigin]),
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-request-id': expect.any(String),
    });
    // Not in production: Kosh runs on plain http here.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('a public file keeps its own stricter policy (no script can run in it)', async () => {
    const key = await ctx.services.files.savePublic('probe', 'svg', Buffer.from('<svg/>'));
    const res = await get(`/files/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });
});
