import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, latestOtp, signUp } from '../helpers/accounts';
import { aadhaarEnding, goodAadhaar, kycPost, kycUpload, photo } from '../helpers/kyc';

/**
 * docs/architecture.md §4: the full Aadhaar number is kept only encrypted — and so never written to a log. The
 * app runs here with its own logger at the chattiest level, and every way a number can come in
 * (accepted, refused by the schema, by the provider, by a provider outage, in a broken body) is
 * tried; then the logs are read.
 */
describe('the logs never carry an Aadhaar number', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    ctx = await createTestContext({
      logger: {
        level: 'trace',
        stream: new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      },
    });
  });
  afterAll(() => ctx.close());

  it('whatever happens to the request that carried it', async () => {
    const c = await signUp(ctx);
    const numbers: string[] = [];
    const next = (last?: number) => {
      const n = last === undefined ? goodAadhaar() : aadhaarEnding(last);
      numbers.push(n);
      return n;
    };

    // Accepted, then completed with a wrong and a right OTP.
    const started = await kycPost(ctx, c.token, '/api/onlineKyc/aadhaar', {
      AadhaarNumber: next(),
    });
    expect(started.statusCode).toBe(200);
    const { referenceId } = started.json().data;
    await kycPost(ctx, c.token, '/api/v1/kyc/aadhaar/verify', { referenceId, otp: '000000' });
    const otp = await latestOtp(ctx, c.mobile);
    await kycPost(ctx, c.token, '/api/v1/kyc/aadhaar/verify', { referenceId, otp });
    // A provider outage (503) and silence (timeout).
    const other = await signUp(ctx);
    expect(
      (await kycPost(ctx, other.token, '/api/onlineKyc/aadhaar', { AadhaarNumber: next(8) }))
        .statusCode,
    ).toBe(503);
    expect(
      (await kycPost(ctx, other.token, '/api/onlineKyc/aadhaar', { AadhaarNumber: next(7) }))
        .statusCode,
    ).toBe(503);
    // Refused by the schema: a wrong check digit, a wrong type, an extra-long value.
    const good = next();
    const bad = `${good.slice(0, 11)}${(Number(good[11]) + 1) % 10}`;
    numbers.push(bad);
    expect(
      (await kycPost(ctx, other.token, '/api/onlineKyc/aadhaar', { AadhaarNumber: bad }))
        .statusCode,
    ).toBe(400);
    await kycPost(ctx, other.token, '/api/onlineKyc/aadhaar', { AadhaarNumber: Number(good) });
    await kycPost(ctx, other.token, '/api/onlineKyc/aadhaar', { AadhaarNumber: `${good}${good}` });
    // A body that is not JSON at all.
    const broken = next();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/onlineKyc/aadhaar',
      headers: { ...bearer(other.token), 'content-type': 'application/json' },
      payload: `{"AadhaarNumber":"${broken}"`,
    });
    expect(res.statusCode).toBe(400);
    // Offline, accepted and refused.
    const upload = async (AadhaarNumber: string) =>
      kycUpload(ctx, other.token, '/api/kyc/useruploadAadhaar', {
        AadhaarNumber,
        aadharfront: await photo(),
        aadharback: await photo(),
      });
    expect((await upload(next())).statusCode).toBe(200);
    expect((await upload(`${next().slice(0, 11)}x`)).statusCode).toBe(400);

    const logs = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    for (const n of numbers) {
      expect(logs).not.toContain(n);
      expect(logs).not.toContain(`${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`);
      expect(logs).not.toContain(n.slice(0, 11));
    }
  });
});
