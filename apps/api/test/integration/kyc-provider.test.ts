import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKycV1Provider } from '../../src/providers/kyc/kyc-v1/kyc-v1.provider';
import { KycProviderUnavailableError, type KycProvider } from '../../src/providers/kyc/kyc.port';
import { createTestContext, type TestContext } from '../helpers/app';

/**
 * The KYC provider's HTTP adapter against the real sandbox, reached the way the app reaches it
 * (the test context's config.kyc): each outcome the port names, and every way a provider fails —
 * a 503, no answer in time, a refused key, answers that make no sense — as
 * KycProviderUnavailableError.
 */

/** The sandbox's example numbers (apps/sandbox/README.md). */
const AADHAAR = {
  verified: '234567890124',
  notFound: '200000000009',
  mismatch: '234567890169',
  unavailable: '234567890148',
  noAnswer: '234567890107',
};

let ctx: TestContext;
let provider: KycProvider;

beforeAll(async () => {
  ctx = await createTestContext();
  provider = createKycV1Provider(ctx.config.kyc);
});

afterAll(async () => {
  await ctx?.close();
});

let mobiles = 0;
const newMobile = () =>
  `97${String(process.pid % 10_000).padStart(4, '0')}${String((mobiles += 1)).padStart(4, '0')}`;

async function sandboxGet<T>(path: string): Promise<T> {
  return (await (await fetch(`${ctx.sandboxUrl}${path}`)).json()) as T;
}

/** The OTP the sandbox texted to `mobile` (its latest text). */
async function otpTextedTo(mobile: string) {
  const [latest] = await sandboxGet<{ text: string }[]>(`/sms/messages?to=${mobile}`);
  const otp = latest?.text.match(/^(\d{6}) is the OTP for Aadhaar e-KYC/)?.[1];
  if (!otp) throw new Error(`no Aadhaar OTP texted to ${mobile}`);
  return otp;
}

/** The calls the sandbox's KYC provider received for a subject, newest first. */
const received = (subject: string) =>
  sandboxGet<{ call: string; outcome: string }[]>(
    `/kyc/requests?subject=${encodeURIComponent(subject)}`,
  );

const unavailable = (promise: Promise<unknown>) =>
  expect(promise).rejects.toBeInstanceOf(KycProviderUnavailableError);

describe('the KYC provider adapter against the sandbox', () => {
  it('is configured for the sandbox by the test context', () => {
    expect(ctx.config.kyc).toMatchObject({
      baseUrl: ctx.sandboxUrl,
      apiKey: 'kosh_sandbox_kyc_key',
      timeoutMs: 1500,
    });
  });

  it('verifies a PAN: the registered name, its status and the provider’s reference', async () => {
    expect(await provider.verifyPan({ pan: 'ABCPD1234E', name: 'Asha Devi' })).toEqual({
      status: 'valid',
      registeredName: 'ASHA DEVI',
      panStatus: 'E',
      reference: expect.stringMatching(/^PANV/),
    });
    expect(await provider.verifyPan({ pan: 'ABCPD1239E', name: 'Asha Devi' })).toMatchObject({
      status: 'valid',
      registeredName: 'RAMESH KUMAR VERMA',
    });
    expect(await provider.verifyPan({ pan: 'ABCPD0000E', name: 'Asha Devi' })).toEqual({
      status: 'not_found',
    });
  });

  it('verifies a bank account by penny drop: the beneficiary’s name and the transfer’s UTR', async () => {
    const input = { ifsc: 'SBIN0001234', name: 'Asha Devi' };
    expect(await provider.verifyBankAccount({ ...input, accountNumber: '123456789012' })).toEqual({
      status: 'valid',
      beneficiaryName: 'ASHA DEVI',
      reference: expect.stringMatching(/^\d{12}$/),
    });
    expect(
      await provider.verifyBankAccount({ ...input, accountNumber: '123456789019' }),
    ).toMatchObject({ status: 'valid', beneficiaryName: 'RAMESH KUMAR VERMA' });
    expect(await provider.verifyBankAccount({ ...input, accountNumber: '000000000000' })).toEqual({
      status: 'not_found',
    });
    // One call, one penny drop: nothing sent twice.
    expect(await received('123456789012')).toHaveLength(1);
  });

  it('runs Aadhaar OTP e-KYC: the OTP texted to the mobile, wrong, right, then spent', async () => {
    const mobile = newMobile();
    const started = await provider.startAadhaarOtp({
      aadhaar: AADHAAR.verified,
      name: 'Asha Devi',
      mobile,
    });
    expect(started).toEqual({
      status: 'otp_sent',
      reference: expect.any(String),
      expiresInSeconds: 600,
    });
    if (started.status !== 'otp_sent') throw new Error('unreachable');
    const otp = await otpTextedTo(mobile);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

    expect(await provider.completeAadhaarOtp({ reference: started.reference, otp: wrong })).toEqual(
      { status: 'otp_invalid' },
    );
    expect(await provider.completeAadhaarOtp({ reference: started.reference, otp })).toEqual({
      status: 'verified',
      name: 'ASHA DEVI',
      maskedAadhaar: 'XXXX XXXX 0124',
    });
    expect(await provider.completeAadhaarOtp({ reference: started.reference, otp })).toEqual({
      status: 'otp_expired',
    });
  });

  it('answers otp_expired after five wrong tries, and for a session the provider no longer knows', async () => {
    const mobile = newMobile();
    const started = await provider.startAadhaarOtp({
      aadhaar: AADHAAR.mismatch,
      name: 'Asha Devi',
      mobile,
    });
    if (started.status !== 'otp_sent') throw new Error(`not sent: ${started.status}`);
    const otp = await otpTextedTo(mobile);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      expect(
        await provider.completeAadhaarOtp({ reference: started.reference, otp: wrong }),
      ).toEqual({ status: 'otp_invalid' });
    }
    expect(await provider.completeAadhaarOtp({ reference: started.reference, otp })).toEqual({
      status: 'otp_expired',
    });
    // The sandbox answers 404 REFERENCE_NOT_FOUND: the session is gone, the customer starts again.
    expect(
      await provider.completeAadhaarOtp({ reference: 'AOTPNEVERISSUED00000000', otp }),
    ).toEqual({ status: 'otp_expired' });
  });

  it('answers the mismatched name for an Aadhaar ending 9, and not_found without texting', async () => {
    const mobile = newMobile();
    const started = await provider.startAadhaarOtp({
      aadhaar: AADHAAR.mismatch,
      name: 'Asha Devi',
      mobile,
    });
    if (started.status !== 'otp_sent') throw new Error(`not sent: ${started.status}`);
    expect(
      await provider.completeAadhaarOtp({
        reference: started.reference,
        otp: await otpTextedTo(mobile),
      }),
    ).toEqual({ status: 'verified', name: 'RAMESH KUMAR VERMA', maskedAadhaar: 'XXXX XXXX 0169' });

    const other = newMobile();
    expect(
      await provider.startAadhaarOtp({ aadhaar: AADHAAR.notFound, name: 'Asha', mobile: other }),
    ).toEqual({ status: 'not_found' });
    expect(await sandboxGet<unknown[]>(`/sms/messages?to=${other}`)).toEqual([]);
  });

  it('throws KycProviderUnavailableError when the provider answers 503 (numbers ending 8)', async () => {
    await unavailable(provider.verifyPan({ pan: 'ABCPD1238E', name: 'Asha' }));
    await unavailable(
      provider.verifyBankAccount({ accountNumber: '123456789018', ifsc: 'SBIN0001234', name: 'A' }),
    );
    const mobile = newMobile();
    await unavailable(
      provider.startAadhaarOtp({ aadhaar: AADHAAR.unavailable, name: 'Asha', mobile }),
    );
    await expect(provider.verifyPan({ pan: 'ABCPD1238E', name: 'Asha' })).rejects.toThrow(
      /answered 503 SERVICE_UNAVAILABLE/,
    );
    // Not retried: each was asked once (twice for the PAN, asked twice above).
    expect(await received('123456789018')).toHaveLength(1);
    expect(await received('XXXX XXXX 0148')).toHaveLength(1);
    expect(await received('ABCPD1238E')).toHaveLength(2);
  });

  it('gives up after its timeout when the provider never answers (numbers ending 7), and does not retry', async () => {
    const mobile = newMobile();
    const calls: [string, () => Promise<unknown>][] = [
      ['ABCPD1237E', () => provider.verifyPan({ pan: 'ABCPD1237E', name: 'Asha' })],
      [
        '123456789017',
        () =>
          provider.verifyBankAccount({
            accountNumber: '123456789017',
            ifsc: 'SBIN0001234',
            name: 'Asha',
          }),
      ],
      [
        'XXXX XXXX 0107',
        () => provider.startAadhaarOtp({ aadhaar: AADHAAR.noAnswer, name: 'Asha', mobile }),
      ],
    ];
    for (const [subject, run] of calls) {
      const started = Date.now();
      const error = await run().then(
        () => undefined,
        (e: unknown) => e,
      );
      const waited = Date.now() - started;
      expect(error, subject).toBeInstanceOf(KycProviderUnavailableError);
      expect((error as Error).message).toMatch(/no answer to \/kyc\/v1\/.* within 1500 ms/);
      // It waited for its own timeout, not for the sandbox to drop the connection (3 s).
      expect(waited, subject).toBeGreaterThanOrEqual(1450);
      expect(waited, subject).toBeLessThan(2900);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const [subject] of calls) {
      expect(await received(subject), subject).toEqual([
        expect.objectContaining({ outcome: 'NO_ANSWER' }),
      ]);
    }
    expect(await sandboxGet<unknown[]>(`/sms/messages?to=${mobile}`)).toEqual([]);
  });

  it('throws KycProviderUnavailableError for a wrong API key (401), having verified nothing', async () => {
    const wrongKey = createKycV1Provider({ ...ctx.config.kyc, apiKey: 'not-the-kyc-key' });
    await expect(wrongKey.verifyPan({ pan: 'ABCPW4561K', name: 'Asha' })).rejects.toThrow(
      new KycProviderUnavailableError('KYC provider: /kyc/v1/pan/verify answered 401 UNAUTHORIZED'),
    );
    await unavailable(
      wrongKey.verifyBankAccount({ accountNumber: '456145614561', ifsc: 'SBIN0001234', name: 'A' }),
    );
    const mobile = newMobile();
    await unavailable(
      wrongKey.startAadhaarOtp({ aadhaar: AADHAAR.verified, name: 'Asha', mobile }),
    );
    await unavailable(wrongKey.completeAadhaarOtp({ reference: 'AOTPX', otp: '123456' }));
    expect(await received('ABCPW4561K')).toEqual([]);
    expect(await received('456145614561')).toEqual([]);
    expect(await sandboxGet<unknown[]>(`/sms/messages?to=${mobile}`)).toEqual([]);
  });

  it('throws KycProviderUnavailableError when nothing listens at the base URL', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nowhere = createKycV1Provider({
      ...ctx.config.kyc,
      baseUrl: `http://127.0.0.1:${port}`,
    });
    await expect(nowhere.verifyPan({ pan: 'ABCPD1234E', name: 'Asha' })).rejects.toThrow(
      new KycProviderUnavailableError('KYC provider unreachable (/kyc/v1/pan/verify)'),
    );
  });
});

describe('the KYC provider adapter against a provider that misbehaves', () => {
  /** The next answer of a stand-in provider: status, content type and raw body. */
  let next: { status: number; type: string; body: string } = {
    status: 200,
    type: 'application/json',
    body: '{}',
  };
  let server: http.Server;
  let odd: KycProvider;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(next.status, { 'content-type': next.type });
        response.end(next.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    odd = createKycV1Provider({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      apiKey: 'any-key-at-all',
      timeoutMs: 1000,
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  const answers = (status: number, body: unknown, type = 'application/json') => {
    next = { status, type, body: typeof body === 'string' ? body : JSON.stringify(body) };
  };

  it.each([
    ['HTML instead of JSON', 200, '<html>maintenance</html>', 'text/html'],
    ['truncated JSON', 200, '{"status": "VAL', 'application/json'],
    ['an unknown status', 200, { status: 'MAYBE' }, 'application/json'],
    [
      'VALID without the name',
      200,
      { status: 'VALID', pan_status: 'E', reference: 'R1' },
      'application/json',
    ],
    [
      'a blank name',
      200,
      { status: 'VALID', registered_name: ' ', pan_status: 'E', reference: 'R1' },
      'application/json',
    ],
    ['a JSON array', 200, [], 'application/json'],
    ['null', 200, 'null', 'application/json'],
    ['a 500', 500, { error: { code: 'SERVER_ERROR', description: 'boom' } }, 'application/json'],
    ['a 400', 400, { error: { code: 'BAD_REQUEST', description: 'pan' } }, 'application/json'],
    ['a 404 from something else', 404, 'Not Found', 'text/plain'],
    ['a redirect-less 302', 302, '', 'text/plain'],
  ])('a PAN check answered with %s is unavailable', async (_what, status, body, type) => {
    answers(status, body, type);
    await unavailable(odd.verifyPan({ pan: 'ABCPD1234E', name: 'Asha' }));
  });

  it('treats a 200 that misses what each call needs as unavailable', async () => {
    answers(200, { status: 'VALID', beneficiary_name: 'ASHA' });
    await unavailable(
      odd.verifyBankAccount({ accountNumber: '123456789012', ifsc: 'SBIN0001234', name: 'A' }),
    );
    answers(200, { status: 'OTP_SENT', reference: 'R1' });
    await unavailable(
      odd.startAadhaarOtp({ aadhaar: AADHAAR.verified, name: 'A', mobile: '9876543210' }),
    );
    answers(200, { status: 'OTP_SENT', reference: 'R1', expires_in: 'soon' });
    await unavailable(
      odd.startAadhaarOtp({ aadhaar: AADHAAR.verified, name: 'A', mobile: '9876543210' }),
    );
    answers(200, { status: 'VERIFIED', name: 'ASHA' });
    await unavailable(odd.completeAadhaarOtp({ reference: 'R1', otp: '123456' }));
    // A NOT_FOUND where the call has none is no answer either.
    answers(200, { status: 'NOT_FOUND' });
    await unavailable(odd.completeAadhaarOtp({ reference: 'R1', otp: '123456' }));
    // A 404 that is not the provider forgetting the session.
    answers(404, { error: { code: 'NOT_FOUND', description: 'No route' } });
    await unavailable(odd.completeAadhaarOtp({ reference: 'R1', otp: '123456' }));
  });

  it('never takes an Aadhaar number that is not masked', async () => {
    for (const masked of ['234567890124', '2345 6789 0124', 'XXXX XXXX 012', 'xxxx xxxx 0124']) {
      answers(200, { status: 'VERIFIED', name: 'ASHA', masked_aadhaar: masked });
      await unavailable(odd.completeAadhaarOtp({ reference: 'R1', otp: '123456' }));
    }
    answers(200, { status: 'VERIFIED', name: 'ASHA', masked_aadhaar: 'XXXX XXXX 0124' });
    expect(await odd.completeAadhaarOtp({ reference: 'R1', otp: '123456' })).toEqual({
      status: 'verified',
      name: 'ASHA',
      maskedAadhaar: 'XXXX XXXX 0124',
    });
  });

  it('gives up when the answer’s body never finishes arriving', async () => {
    const slow = http.createServer((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"status": ');
      // …and nothing more until the socket is closed.
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const stalled = createKycV1Provider({
        baseUrl: `http://127.0.0.1:${(slow.address() as AddressInfo).port}`,
        apiKey: 'k',
        timeoutMs: 300,
      });
      await unavailable(stalled.verifyPan({ pan: 'ABCPD1234E', name: 'Asha' }));
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});
