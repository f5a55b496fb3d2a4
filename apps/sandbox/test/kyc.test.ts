import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@kosh/contract/common/kyc-formats';
import { buildSandbox, KYC_TEST_DEFAULTS, loadSandboxConfig } from '../src/app';
import { verhoeffCheckDigit, verhoeffValid } from '@kosh/contract/common/kyc-formats';

const API_KEY = 'kyc_spec_key';
const HANG_MS = 1200;
const OTP_TTL_MS = 400;

/** The README's example Aadhaar numbers, one per behaviour. */
const AADHAAR = {
  verified: '234567890124',
  notFound: '200000000009',
  mismatch: '234567890169',
  unavailable: '234567890148',
  noAnswer: '234567890107',
} as const;

let sandbox: FastifyInstance;
let sandboxUrl: string;
/** A second sandbox whose OTPs expire in OTP_TTL_MS, to reach OTP_EXPIRED without waiting. */
let shortLived: FastifyInstance;

beforeAll(async () => {
  sandbox = await buildSandbox({ smsApiKey: 'sms-key', kycApiKey: API_KEY, kycHangMs: HANG_MS });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  shortLived = await buildSandbox({
    smsApiKey: 'sms-key',
    kycApiKey: API_KEY,
    kycOtpTtlMs: OTP_TTL_MS,
  });
});

afterAll(async () => {
  await sandbox?.close();
  await shortLived?.close();
});

async function call(
  path: string,
  body?: unknown,
  options: { key?: string | null; timeoutMs?: number; raw?: string; method?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.key !== null) headers['x-api-key'] = options.key ?? API_KEY;
  const response = await fetch(`${sandboxUrl}${path}`, {
    method: options.method ?? 'POST',
    headers,
    body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

let mobiles = 0;
/** A fresh mobile per test, so its outbox holds only that test's texts. */
const newMobile = () =>
  `98${String(process.pid % 10_000).padStart(4, '0')}${String((mobiles += 1)).padStart(4, '0')}`;

async function outbox(mobile: string, app: FastifyInstance = sandbox) {
  const res = await app.inject({ method: 'GET', url: `/sms/messages?to=${mobile}` });
  return res.json() as { to: string; from: string; templateId: string; text: string }[];
}

async function requestLog(query: string) {
  return (await call(`/kyc/requests?${query}`, undefined, { key: null, method: 'GET' })).json as {
    call: string;
    subject: string;
    outcome: string;
  }[];
}

/** Starts an Aadhaar OTP session and reads the OTP from the text it sent. */
async function startOtp(aadhaar: string, name = 'Asha Devi') {
  const mobile = newMobile();
  const res = await call('/kyc/v1/aadhaar/otp', { aadhaar, name, mobile });
  expect(res.status).toBe(200);
  const [text] = await outbox(mobile);
  const otp = text?.text.match(/^(\d{6}) is the OTP/)?.[1];
  if (!otp) throw new Error(`no OTP texted to ${mobile}`);
  return { reference: res.json.reference as string, otp, mobile };
}

/** Any 6 digits other than `otp`. */
const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

/** A request held by the sandbox: no response, its connection dropped after hangMs. */
function heldRequest(path: string, body: unknown) {
  return new Promise<{ response: boolean; error?: string }>((resolve) => {
    const request = http.request(`${sandboxUrl}${path}`, {
      method: 'POST',
      headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
    });
    request.on('response', () => resolve({ response: true }));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ response: false, error: error.code ?? error.message }),
    );
    request.end(JSON.stringify(body));
  });
}

describe('authentication', () => {
  it('answers 401 with the error body for a missing or wrong X-Api-Key, on every API call', async () => {
    const calls: [string, unknown][] = [
      ['/kyc/v1/pan/verify', { pan: 'ABCPA4321Q', name: 'Unauth' }],
      ['/kyc/v1/bank/verify', { account_number: '432143214321', ifsc: 'SBIN0001234', name: 'U' }],
      ['/kyc/v1/aadhaar/otp', { aadhaar: AADHAAR.verified, name: 'U', mobile: '9812300000' }],
      ['/kyc/v1/aadhaar/verify', { reference: 'AOTPNONE', otp: '123456' }],
    ];
    for (const [path, body] of calls) {
      for (const key of [null, 'wrong-key', `${API_KEY}x`, '', KYC_TEST_DEFAULTS.apiKey]) {
        const res = await call(path, body, { key });
        expect(res.status, `${path} with ${key}`).toBe(401);
        expect(res.json).toEqual({
          error: { code: 'UNAUTHORIZED', description: 'A valid X-Api-Key header is required.' },
        });
      }
    }
    // The refused calls did nothing: nothing logged, no OTP texted.
    expect(await requestLog('subject=ABCPA4321Q')).toEqual([]);
    expect(await requestLog('subject=432143214321')).toEqual([]);
    expect(await outbox('9812300000')).toEqual([]);
  });

  it('answers an unknown path or method under /kyc with the error body', async () => {
    const unknown = await call('/kyc/v1/passport/verify', {});
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({
      error: { code: 'NOT_FOUND', description: 'No route POST /kyc/v1/passport/verify.' },
    });
    const get = await call('/kyc/v1/pan/verify', undefined, { method: 'GET' });
    expect(get.status).toBe(404);
    expect(get.json.error.code).toBe('NOT_FOUND');
  });
});

describe('PAN verification', () => {
  it('verifies any other PAN with the name sent, upper-cased, status E and a reference', async () => {
    const res = await call('/kyc/v1/pan/verify', { pan: 'ABCPD1234E', name: '  Asha   devi ' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      status: 'VALID',
      registered_name: 'ASHA DEVI',
      pan_status: 'E',
      reference: expect.stringMatching(/^PANV[A-Z0-9]{16}$/),
    });
    const again = await call('/kyc/v1/pan/verify', { pan: 'ABCPD1234E', name: 'Asha Devi' });
    expect(again.json.reference).not.toBe(res.json.reference);
    // Not only an individual's PAN: the provider checks any.
    expect(
      (await call('/kyc/v1/pan/verify', { pan: 'AAACK1234F', name: 'Kosh Ltd' })).json,
    ).toMatchObject({ status: 'VALID', registered_name: 'KOSH LTD' });
  });

  it('answers another name when the digit block ends in 9', async () => {
    const res = await call('/kyc/v1/pan/verify', { pan: 'ABCPD1239E', name: 'Asha Devi' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'VALID', registered_name: 'RAMESH KUMAR VERMA' });
  });

  it('answers NOT_FOUND (200) when the digits are all 0', async () => {
    const res = await call('/kyc/v1/pan/verify', { pan: 'ABCPD0000E', name: 'Asha Devi' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'NOT_FOUND' });
  });

  it('answers 503 when the digit block ends in 8, and the same again on a retry', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await call('/kyc/v1/pan/verify', { pan: 'ABCPD1238E', name: 'Asha Devi' });
      expect(res.status).toBe(503);
      expect(res.json).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', description: expect.any(String) },
      });
    }
  });

  it('never answers when the digit block ends in 7: the connection is dropped after hangMs', async () => {
    await expect(
      call('/kyc/v1/pan/verify', { pan: 'ABCPD1237E', name: 'Asha' }, { timeoutMs: 300 }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    const started = Date.now();
    const outcome = await heldRequest('/kyc/v1/pan/verify', { pan: 'ABCPE4447F', name: 'Asha' });
    expect(outcome).toEqual({ response: false, error: 'ECONNRESET' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(HANG_MS - 50);
    expect(await requestLog('subject=ABCPE4447F')).toEqual([
      expect.objectContaining({ call: 'pan/verify', outcome: 'NO_ANSWER' }),
    ]);
  });

  it.each([
    [{ name: 'Asha' }, 'pan', 'pan is required.'],
    [{ pan: 'abcpd1234e', name: 'Asha' }, 'pan', expect.stringMatching(/^pan must be a PAN/)],
    [{ pan: 'ABCPD1234', name: 'Asha' }, 'pan', expect.stringMatching(/^pan must be a PAN/)],
    [{ pan: 1234, name: 'Asha' }, 'pan', expect.stringMatching(/^pan must be a PAN/)],
    [{ pan: 'ABCPD1234E' }, 'name', 'name is required.'],
    [{ pan: 'ABCPD1234E', name: '   ' }, 'name', 'name must be text of 1–100 characters.'],
    [
      { pan: 'ABCPD1234E', name: 'A'.repeat(101) },
      'name',
      'name must be text of 1–100 characters.',
    ],
    [{ pan: 'ABCPD1234E', name: ['Asha'] }, 'name', 'name must be text of 1–100 characters.'],
  ])('refuses %j with 400 naming the field', async (body, field, description) => {
    const res = await call('/kyc/v1/pan/verify', body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: { code: 'BAD_REQUEST', description, field } });
  });
});

describe('bank account verification (penny drop)', () => {
  it('credits ₹1 and answers the name sent, upper-cased, with the transfer’s UTR', async () => {
    const res = await call('/kyc/v1/bank/verify', {
      account_number: '123456789012',
      ifsc: 'SBIN0001234',
      name: 'Asha Devi',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      status: 'VALID',
      beneficiary_name: 'ASHA DEVI',
      utr: expect.stringMatching(/^\d{12}$/),
      amount_paise: 100,
    });
  });

  it('follows the account number: …9 another name, all 0 not found, …8 503', async () => {
    const verify = (account_number: string) =>
      call('/kyc/v1/bank/verify', { account_number, ifsc: 'HDFC0000001', name: 'Asha Devi' });
    expect((await verify('123456789019')).json).toMatchObject({
      status: 'VALID',
      beneficiary_name: 'RAMESH KUMAR VERMA',
    });
    expect(await verify('000000000000')).toMatchObject({
      status: 200,
      json: { status: 'NOT_FOUND' },
    });
    expect(await verify('000000000')).toMatchObject({ status: 200, json: { status: 'NOT_FOUND' } });
    const down = await verify('123456789018');
    expect(down.status).toBe(503);
    expect(down.json.error.code).toBe('SERVICE_UNAVAILABLE');
    await expect(
      call(
        '/kyc/v1/bank/verify',
        { account_number: '123456789017', ifsc: 'HDFC0000001', name: 'Asha' },
        { timeoutMs: 300 },
      ),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it.each([
    [{ ifsc: 'SBIN0001234', name: 'A' }, 'account_number', 'account_number is required.'],
    [
      { account_number: '12345678', ifsc: 'SBIN0001234', name: 'A' },
      'account_number',
      'account_number must be 9–18 digits.',
    ],
    [
      { account_number: '1234567890123456789', ifsc: 'SBIN0001234', name: 'A' },
      'account_number',
      'account_number must be 9–18 digits.',
    ],
    [
      { account_number: 123456789012, ifsc: 'SBIN0001234', name: 'A' },
      'account_number',
      'account_number must be 9–18 digits.',
    ],
    [{ account_number: '123456789012', name: 'A' }, 'ifsc', 'ifsc is required.'],
    [
      { account_number: '123456789012', ifsc: 'SBIN1001234', name: 'A' },
      'ifsc',
      expect.stringMatching(/^ifsc must be an IFSC/),
    ],
    [{ account_number: '123456789012', ifsc: 'SBIN0001234' }, 'name', 'name is required.'],
  ])('refuses %j with 400 naming the field', async (body, field, description) => {
    const res = await call('/kyc/v1/bank/verify', body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: { code: 'BAD_REQUEST', description, field } });
  });
});

describe('the Verhoeff check digit', () => {
  it('matches the published examples and catches single-digit and transposition errors', () => {
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffCheckDigit('12345')).toBe(1);
    expect(verhoeffValid('123451')).toBe(true);
    const number = AADHAAR.verified;
    for (let i = 0; i < number.length; i += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        const changed = `${number.slice(0, i)}${digit}${number.slice(i + 1)}`;
        expect(verhoeffValid(changed), changed).toBe(changed === number);
      }
      const swapped = `${number.slice(0, i)}${number[i + 1]}${number[i]}${number.slice(i + 2)}`;
      if (i < number.length - 1 && number[i] !== number[i + 1]) {
        expect(verhoeffValid(swapped), swapped).toBe(false);
      }
    }
    expect(verhoeffValid('')).toBe(false);
    expect(verhoeffValid('23456789012a')).toBe(false);
  });

  it('agrees with Kosh’s own check (the contract’s), written apart so that one bug is not in both', () => {
    // 2,000 prefixes spread over 20000000000–99999999999 (the same ones every run).
    for (let i = 0; i < 2000; i += 1) {
      const prefix = String(20_000_000_000 + ((i * 3_999_999_979) % 80_000_000_000));
      expect(verhoeffCheckDigit(prefix), prefix).toBe(contract.verhoeffCheckDigit(prefix));
      const number = `${prefix}${i % 10}`;
      expect(verhoeffValid(number), number).toBe(contract.isValidAadhaar(number));
    }
  });

  it('makes every README example number valid, with the last digit the README says', () => {
    for (const number of Object.values(AADHAAR)) {
      expect(verhoeffValid(number), number).toBe(true);
      expect(contract.isValidAadhaar(number), number).toBe(true);
      expect(verhoeffCheckDigit(number.slice(0, 11))).toBe(Number(number[11]));
    }
    expect(AADHAAR.mismatch.at(-1)).toBe('9');
    expect(AADHAAR.unavailable.at(-1)).toBe('8');
    expect(AADHAAR.noAnswer.at(-1)).toBe('7');
  });
});

describe('Aadhaar OTP e-KYC', () => {
  it('texts a 6-digit OTP to the mobile sent and verifies it once, with the name upper-cased', async () => {
    const mobile = newMobile();
    const started = await call('/kyc/v1/aadhaar/otp', {
      aadhaar: AADHAAR.verified,
      name: 'Asha Devi',
      mobile,
    });
    expect(started.status).toBe(200);
    expect(started.json).toEqual({
      status: 'OTP_SENT',
      reference: expect.stringMatching(/^AOTP[A-Z0-9]{20}$/),
      expires_in: 600,
    });
    const texts = await outbox(mobile);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: mobile, from: 'UIDAI', templateId: 'UIDAI_EKYC_OTP' });
    expect(texts[0]!.text).toMatch(
      /^\d{6} is the OTP for Aadhaar e-KYC of XXXX XXXX 0124\. It is valid for 10 min\./,
    );
    // The full number is never texted.
    expect(texts[0]!.text).not.toContain(AADHAAR.verified);
    const otp = texts[0]!.text.slice(0, 6);

    const verified = await call('/kyc/v1/aadhaar/verify', {
      reference: started.json.reference,
      otp,
    });
    expect(verified.status).toBe(200);
    expect(verified.json).toEqual({
      status: 'VERIFIED',
      name: 'ASHA DEVI',
      masked_aadhaar: 'XXXX XXXX 0124',
    });
    // Single use: the same OTP again is expired.
    expect(
      (await call('/kyc/v1/aadhaar/verify', { reference: started.json.reference, otp })).json,
    ).toEqual({ status: 'OTP_EXPIRED' });
  });

  it('gives each session its own OTP', async () => {
    const otps = new Set<string>();
    for (let i = 0; i < 6; i += 1) otps.add((await startOtp(AADHAAR.verified)).otp);
    // Six draws from a million all alike would mean the OTP is not random.
    expect(otps.size).toBeGreaterThan(1);
    const first = await startOtp(AADHAAR.verified);
    const second = await startOtp(AADHAAR.verified);
    expect(second.reference).not.toBe(first.reference);
    // One session's OTP does not open another's.
    if (first.otp !== second.otp) {
      expect(
        (await call('/kyc/v1/aadhaar/verify', { reference: second.reference, otp: first.otp }))
          .json,
      ).toEqual({ status: 'OTP_INVALID', tries_left: 4 });
    }
  });

  it('counts down five wrong tries, then refuses even the right OTP as expired', async () => {
    const { reference, otp } = await startOtp(AADHAAR.verified);
    for (let left = 4; left >= 0; left -= 1) {
      const res = await call('/kyc/v1/aadhaar/verify', { reference, otp: wrong(otp) });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status: 'OTP_INVALID', tries_left: left });
    }
    expect((await call('/kyc/v1/aadhaar/verify', { reference, otp })).json).toEqual({
      status: 'OTP_EXPIRED',
    });
  });

  it('takes the right OTP after a wrong one', async () => {
    const { reference, otp } = await startOtp(AADHAAR.verified, 'Ravi');
    expect((await call('/kyc/v1/aadhaar/verify', { reference, otp: wrong(otp) })).json).toEqual({
      status: 'OTP_INVALID',
      tries_left: 4,
    });
    expect((await call('/kyc/v1/aadhaar/verify', { reference, otp })).json).toMatchObject({
      status: 'VERIFIED',
      name: 'RAVI',
    });
  });

  it('answers OTP_EXPIRED once the OTP’s time is up', async () => {
    const mobile = newMobile();
    const inject = (url: string, payload: unknown) =>
      shortLived.inject({
        method: 'POST',
        url,
        headers: { 'x-api-key': API_KEY },
        payload: payload as object,
      });
    const started = await inject('/kyc/v1/aadhaar/otp', {
      aadhaar: AADHAAR.verified,
      name: 'Asha',
      mobile,
    });
    expect(started.json()).toMatchObject({ status: 'OTP_SENT', expires_in: 1 });
    const otp = (await outbox(mobile, shortLived))[0]!.text.slice(0, 6);
    await new Promise((resolve) => setTimeout(resolve, OTP_TTL_MS + 50));
    const late = await inject('/kyc/v1/aadhaar/verify', {
      reference: started.json().reference,
      otp,
    });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ status: 'OTP_EXPIRED' });
  });

  it('answers 404 REFERENCE_NOT_FOUND for a reference it never issued', async () => {
    const res = await call('/kyc/v1/aadhaar/verify', {
      reference: 'AOTPNEVERISSUED',
      otp: '123456',
    });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      error: {
        code: 'REFERENCE_NOT_FOUND',
        description: 'No OTP was sent under this reference.',
        field: 'reference',
      },
    });
  });

  it('answers another name for an Aadhaar ending in 9', async () => {
    const { reference, otp } = await startOtp(AADHAAR.mismatch);
    expect((await call('/kyc/v1/aadhaar/verify', { reference, otp })).json).toEqual({
      status: 'VERIFIED',
      name: 'RAMESH KUMAR VERMA',
      masked_aadhaar: 'XXXX XXXX 0169',
    });
  });

  it('texts nothing for a number not found (digits 2–11 all 0), one ending in 8 (503) or 7 (no answer)', async () => {
    const mobile = newMobile();
    const start = (aadhaar: string, timeoutMs?: number) =>
      call('/kyc/v1/aadhaar/otp', { aadhaar, name: 'Asha', mobile }, { timeoutMs });
    for (const aadhaar of [AADHAAR.notFound, '300000000001', '900000000002']) {
      expect(await start(aadhaar)).toMatchObject({ status: 200, json: { status: 'NOT_FOUND' } });
    }
    const down = await start(AADHAAR.unavailable);
    expect(down.status).toBe(503);
    expect(down.json.error.code).toBe('SERVICE_UNAVAILABLE');
    await expect(start(AADHAAR.noAnswer, 300)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(await outbox(mobile)).toEqual([]);
  });

  it.each([
    [{ name: 'A', mobile: '9876543210' }, 'aadhaar', 'aadhaar is required.'],
    [
      { aadhaar: '134567890124', name: 'A', mobile: '9876543210' },
      'aadhaar',
      'aadhaar must be 12 digits, the first 2–9.',
    ],
    [
      { aadhaar: '23456789012', name: 'A', mobile: '9876543210' },
      'aadhaar',
      'aadhaar must be 12 digits, the first 2–9.',
    ],
    [
      { aadhaar: '2345 6789 0124', name: 'A', mobile: '9876543210' },
      'aadhaar',
      'aadhaar must be 12 digits, the first 2–9.',
    ],
    [
      { aadhaar: '234567890125', name: 'A', mobile: '9876543210' },
      'aadhaar',
      'aadhaar is not a valid Aadhaar number (its Verhoeff check digit is wrong).',
    ],
    [{ aadhaar: AADHAAR.verified, mobile: '9876543210' }, 'name', 'name is required.'],
    [{ aadhaar: AADHAAR.verified, name: 'A' }, 'mobile', 'mobile is required.'],
    [
      { aadhaar: AADHAAR.verified, name: 'A', mobile: '5876543210' },
      'mobile',
      'mobile must be a 10-digit mobile number starting 6–9.',
    ],
  ])('refuses the OTP call %j with 400 naming the field', async (body, field, description) => {
    const res = await call('/kyc/v1/aadhaar/otp', body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: { code: 'BAD_REQUEST', description, field } });
  });

  it.each([
    [{ otp: '123456' }, 'reference', 'reference is required.'],
    [
      { reference: 'has space', otp: '123456' },
      'reference',
      'reference must be the reference the OTP call answered.',
    ],
    [{ reference: 'AOTPX' }, 'otp', 'otp is required.'],
    [{ reference: 'AOTPX', otp: '12345' }, 'otp', 'otp must be 6 digits.'],
    [{ reference: 'AOTPX', otp: 123456 }, 'otp', 'otp must be 6 digits.'],
  ])('refuses the verify call %j with 400 naming the field', async (body, field, description) => {
    const res = await call('/kyc/v1/aadhaar/verify', body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: { code: 'BAD_REQUEST', description, field } });
  });

  it('does not spend a try on a malformed OTP', async () => {
    const { reference, otp } = await startOtp(AADHAAR.verified);
    expect((await call('/kyc/v1/aadhaar/verify', { reference, otp: '12' })).status).toBe(400);
    expect((await call('/kyc/v1/aadhaar/verify', { reference, otp: wrong(otp) })).json).toEqual({
      status: 'OTP_INVALID',
      tries_left: 4,
    });
  });
});

describe('bad bodies', () => {
  it('answers 400, never 500, whatever the body', async () => {
    const paths = [
      '/kyc/v1/pan/verify',
      '/kyc/v1/bank/verify',
      '/kyc/v1/aadhaar/otp',
      '/kyc/v1/aadhaar/verify',
    ];
    const bodies = ['null', '[]', '"text"', '42', 'true', '{', '{"pan": {"$gt": ""}}', ''];
    for (const path of paths) {
      for (const raw of bodies) {
        const res = await call(path, undefined, { raw });
        expect(res.status, `${path} ${raw}`).toBe(400);
        expect(res.json.error.code, `${path} ${raw}`).toBe('BAD_REQUEST');
      }
    }
  });
});

describe('the request log (no key)', () => {
  it('lists what was asked, newest first, with Aadhaar numbers masked', async () => {
    const pan = 'ZZZPQ5551R';
    await call('/kyc/v1/pan/verify', { pan, name: 'Log Test' });
    await call('/kyc/v1/pan/verify', { pan, name: 'Log Test' });
    expect(await requestLog(`subject=${pan}`)).toEqual([
      {
        id: expect.any(String),
        call: 'pan/verify',
        subject: pan,
        outcome: 'VALID',
        receivedAt: expect.any(String),
      },
      {
        id: expect.any(String),
        call: 'pan/verify',
        subject: pan,
        outcome: 'VALID',
        receivedAt: expect.any(String),
      },
    ]);
    const { reference } = await startOtp('234567890130');
    const aadhaarCalls = await requestLog('call=aadhaar/otp');
    expect(aadhaarCalls[0]).toMatchObject({ subject: 'XXXX XXXX 0130', outcome: 'OTP_SENT' });
    const whole = (await call('/kyc/requests', undefined, { key: null, method: 'GET' })).text;
    expect(whole).not.toContain('234567890130');
    expect(await requestLog(`subject=${reference}`)).toEqual([]);
  });
});

describe('configuration', () => {
  it('defaults to the documented key and timings, and reads KYC_API_KEY, KYC_HANG_MS and KYC_OTP_TTL_MS', async () => {
    expect(KYC_TEST_DEFAULTS).toEqual({
      apiKey: 'kosh_sandbox_kyc_key',
      hangMs: 60_000,
      otpTtlMs: 600_000,
    });
    expect(loadSandboxConfig({})).toMatchObject({
      kycApiKey: 'kosh_sandbox_kyc_key',
      kycHangMs: 60_000,
      kycOtpTtlMs: 600_000,
    });
    expect(
      loadSandboxConfig({ KYC_API_KEY: 'live', KYC_HANG_MS: '500', KYC_OTP_TTL_MS: '1000' }),
    ).toMatchObject({ kycApiKey: 'live', kycHangMs: 500, kycOtpTtlMs: 1000 });
    expect(loadSandboxConfig({ KYC_API_KEY: ' ' }).kycApiKey).toBe('kosh_sandbox_kyc_key');
    expect(() => loadSandboxConfig({ KYC_HANG_MS: '1m' })).toThrow(/KYC_HANG_MS/);
    expect(() => loadSandboxConfig({ KYC_OTP_TTL_MS: '-1' })).toThrow(/KYC_OTP_TTL_MS/);

    const app = await buildSandbox({ smsApiKey: 'k' });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/kyc/v1/pan/verify',
        headers: { 'x-api-key': 'kosh_sandbox_kyc_key' },
        payload: { pan: 'ABCPD1234E', name: 'Asha' },
      });
      expect(res.statusCode).toBe(200);
      const index = await app.inject({ method: 'GET', url: '/' });
      expect(index.json().providers.kyc.api).toContain('/kyc/v1/aadhaar/otp');
    } finally {
      await app.close();
    }
  });

  it('closes at once with a KYC request held open', async () => {
    const app = await buildSandbox({ smsApiKey: 'k', kycApiKey: API_KEY, kycHangMs: 60_000 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const held = fetch(`${url}/kyc/v1/bank/verify`, {
      method: 'POST',
      headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ account_number: '123456789017', ifsc: 'SBIN0001234', name: 'A' }),
    }).then(
      () => 'answered',
      () => 'dropped',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await held).toBe('dropped');
  });
});
