import { randomInt } from 'node:crypto';
import type { TestContext } from './app';
import { eventually } from './eventually';

let counter = 0;

/** The payment PIN the tests set (helpers/payment-auth.ts). */
export const TEST_PIN = '1357';

/** A mobile number no other test in this run uses. */
export function uniqueMobile(): string {
  counter += 1;
  const mobile = `9${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(3, '0')}${randomInt(100, 1000)}`;
  // The tests' payment PIN may not be a customer's last four digits: such a number is skipped.
  return mobile.endsWith(TEST_PIN) ? uniqueMobile() : mobile;
}

/** A distinct client IP, so per-IP throttles of one test do not touch another. */
export function uniqueIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export interface SmsMessage {
  id: string;
  to: string;
  text: string;
  templateId: string;
  createdAt: string;
}

export async function outbox(ctx: TestContext, mobile: string): Promise<SmsMessage[]> {
  const res = await fetch(`${ctx.sandboxUrl}/sms/messages?to=${mobile}`);
  return (await res.json()) as SmsMessage[];
}

export async function latestOtp(ctx: TestContext, mobile: string): Promise<string> {
  const [message] = await outbox(ctx, mobile);
  const otp = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!otp) throw new Error(`no OTP in the outbox for ${mobile}`);
  return otp;
}

export const STRONG_PASSWORD = 'Kosh@2026pay';

export interface SignedUp {
  mobile: string;
  password: string;
  token: string;
  UId: string;
  userId: string;
  ip: string;
}

/** Signs a new customer up through the API, reading the OTP from the sandbox outbox. */
export async function signUp(
  ctx: TestContext,
  overrides: Partial<{
    mobile: string;
    name: string;
    password: string;
    language: 'en' | 'hi';
  }> = {},
): Promise<SignedUp> {
  const mobile = overrides.mobile ?? uniqueMobile();
  const password = overrides.password ?? STRONG_PASSWORD;
  const ip = uniqueIp();
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/sendOtp',
    remoteAddress: ip,
    payload: {
      name: overrides.name ?? 'Test Customer',
      mobile,
      emailId: 'test@example.com',
      password,
      ...(overrides.language ? { language: overrides.language } : {}),
    },
  });
  if (sent.statusCode !== 200) throw new Error(`sendOtp ${sent.statusCode}: ${sent.body}`);
  const otp = await latestOtp(ctx, mobile);
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/verifyOtp',
    remoteAddress: ip,
    payload: { otp, mobile },
  });
  if (verified.statusCode !== 200)
    throw new Error(`verifyOtp ${verified.statusCode}: ${verified.body}`);
  const data = verified.json().data as { token: string; UId: string; userId: string };
  return { mobile, password, ip, ...data };
}

/** POST JSON as a given client IP. */
export function post(
  ctx: TestContext,
  url: string,
  payload: unknown,
  ip: string,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers,
    payload: payload as Record<string, unknown>,
  });
}

/**
 * The outbox of `mobile` once it holds at least `count` texts, for texts the API sends after it
 * has answered (the temporary password does not hold up the response). Newest first.
 */
export async function waitForOutbox(
  ctx: TestContext,
  mobile: string,
  count: number,
  timeoutMs = 5000,
): Promise<SmsMessage[]> {
  return waitForTextsMatching(ctx, mobile, /(?:)/, count, timeoutMs);
}

/**
 * Waits until `mobile` holds `count` texts matching `pattern` and returns them newest first. For a
 * text sent at once while an outbox text (sent in the background) may still be on its way, where
 * counting every text would take the outbox's for the one awaited.
 */
export async function waitForTextsMatching(
  ctx: TestContext,
  mobile: string,
  pattern: RegExp,
  count: number,
  timeoutMs = 5000,
): Promise<SmsMessage[]> {
  return eventually(
    async () => {
      const matching = (await outbox(ctx, mobile)).filter((text) => pattern.test(text.text));
      return matching.length >= count && matching;
    },
    timeoutMs,
    `${count} texts matching ${pattern} to ${mobile}`,
  );
}

/** Asks "forgot password" for `mobile` (answered 200) and reads the password off its SMS. */
export async function temporaryPasswordFor(ctx: TestContext, mobile: string): Promise<string> {
  const before = (await outbox(ctx, mobile)).length;
  const res = await post(ctx, '/api/user/forgetPass', { mobile }, uniqueIp());
  if (res.statusCode !== 200) throw new Error(`forgetPass ${res.statusCode}: ${res.body}`);
  const [latest] = await waitForOutbox(ctx, mobile, before + 1);
  const match = latest?.text.match(/temporary password is (\S+) /);
  if (!match?.[1]) throw new Error(`no temporary password reached ${mobile}`);
  return match[1];
}

/** Logs in through the API. */
export function login(ctx: TestContext, mobileno: string, password: string, ip = uniqueIp()) {
  return post(ctx, '/api/user/login', { mobileno, password }, ip);
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export interface FilePart {
  data: Uint8Array;
  filename: string;
  /** What the browser would claim; the API must not trust it. */
  type?: string;
}

/**
 * A multipart/form-data body for app.inject, built by the platform's own FormData encoder:
 * spread it into the inject options (`{ ...(await multipart({...})) }`).
 */
export async function multipart(fields: Record<string, string | FilePart>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else {
      const blob = new Blob([new Uint8Array(value.data)], {
        type: value.type ?? 'application/octet-stream',
      });
      form.append(name, blob, value.filename);
    }
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

export const ADMIN_PASSWORD = 'Admin#2026kosh';

export interface SignedInAdmin {
  mobile: string;
  token: string;
  UId: string;
  userId: string;
}

/** A new admin (services.users.ensureAdmin), logged in through the API. */
export async function signInAdmin(ctx: TestContext): Promise<SignedInAdmin> {
  const mobile = uniqueMobile();
  const { user } = await ctx.services.users.ensureAdmin({
    mobile,
    password: ADMIN_PASSWORD,
    name: 'Kosh Admin',
  });
  const res = await login(ctx, mobile, ADMIN_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`admin login ${res.statusCode}: ${res.body}`);
  return { mobile, token: res.json().data.token as string, UId: user.id, userId: user.publicId };
}
