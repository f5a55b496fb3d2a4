import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { verhoeffCheckDigit } from '@kosh/contract/common/kyc-formats';
import { kycSubmissions } from '../../src/modules/kyc/kyc.tables';
import type { TestContext } from './app';
import { bearer, multipart, uniqueIp, type FilePart } from './accounts';
import { rows } from './wallet';

/*
 * The sandbox KYC provider's magic values (apps/sandbox/README.md): a number whose digits are all
 * 0 is not found; its last digit 9 → a name that does not match, 8 → 503, 7 → no answer; anything
 * else verifies with the name sent, upper-cased.
 */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => LETTERS[randomInt(0, 26)]!;

/** A person's PAN whose 4-digit block ends in `last` (0–6 verify; 7, 8, 9 are magic). */
export function panEnding(last: number): string {
  return `${letter()}${letter()}${letter()}P${letter()}${randomInt(100, 1000)}${last}${letter()}`;
}

/** A PAN the provider verifies with the name sent. */
export const goodPan = () => panEnding(randomInt(1, 7));

/** An account number (12 digits) ending in `last`. */
export const accountEnding = (last: number) => `${randomInt(10_000_000, 100_000_000)}123${last}`;

/** A valid Aadhaar number (Verhoeff-checked) whose check digit — its last — is `last`. */
export function aadhaarEnding(last: number): string {
  for (;;) {
    const body = `${randomInt(2, 10)}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
    if (body.slice(1) === '0000000000') continue;
    if (verhoeffCheckDigit(body) === last) return `${body}${last}`;
  }
}

/** An Aadhaar number the provider verifies (last digit 0–6). */
export const goodAadhaar = () => aadhaarEnding(randomInt(0, 7));

/** The Aadhaar number the provider does not know (digits 2–11 all 0), with its check digit. */
export function unknownAadhaar(): string {
  const body = `${randomInt(2, 10)}0000000000`;
  return `${body}${verhoeffCheckDigit(body)}`;
}

/** A real IFSC in the reference data (State Bank of India's main branch). */
export const KNOWN_IFSC = 'SBIN0000001';

/** A small PNG, distinct each call (its colour), as a phone's camera would not send it. */
export async function photo(filename = 'card.png'): Promise<FilePart> {
  const data = await sharp({
    create: {
      width: 64,
      height: 40,
      channels: 3,
      background: { r: randomInt(0, 256), g: randomInt(0, 256), b: randomInt(0, 256) },
    },
  })
    .png()
    .toBuffer();
  return { data, filename, type: 'image/png' };
}

/** POST JSON to a KYC call as the customer, from a fresh client IP. */
export function kycPost(ctx: TestContext, token: string, url: string, payload: unknown = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: uniqueIp(),
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
}

/** The back office's calls as an admin: `asAdmin('POST', url, body?)`. */
export const adminCaller =
  (ctx: TestContext, token: string) => (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

/** Online KYC's PAN check (onlineKyc/pan) as the customer. */
export const verifyPanOnline = (
  ctx: TestContext,
  token: string,
  PanNumber: string,
  extra: Record<string, unknown> = {},
) => kycPost(ctx, token, '/api/onlineKyc/pan', { regno: 'x', PanNumber, ...extra });

/** Online KYC's penny drop (onlineKyc/bank) as the customer. */
export const verifyBankOnline = (
  ctx: TestContext,
  token: string,
  beneficiaryAccount: string,
  beneficiaryIFSC = KNOWN_IFSC,
) =>
  kycPost(ctx, token, '/api/onlineKyc/bank', {
    regno: 'x',
    beneficiaryAccount,
    beneficiaryIFSC,
    beneficiaryName: '',
    beneficiaryMobile: '',
  });

export function kycGet(ctx: TestContext, token: string, url: string) {
  return ctx.app.inject({ method: 'GET', url, remoteAddress: uniqueIp(), headers: bearer(token) });
}

/** POST a multipart KYC upload as the customer. */
export async function kycUpload(
  ctx: TestContext,
  token: string,
  url: string,
  fields: Record<string, string | FilePart>,
) {
  const form = await multipart(fields);
  return ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: uniqueIp(),
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

/** Personal details as the spec's client sends them: Maharashtra (Pune), and the empty extras. */
export async function personalForm(ctx: TestContext, token: string, name = 'Test Customer') {
  const states = (await kycGet(ctx, token, '/api/kyc/getState')).json().data as {
    SId: number;
    statename: string;
  }[];
  const state = states.find((s) => s.statename === 'Maharashtra')!;
  const districts = (await kycPost(ctx, token, '/api/kyc/getDistrict', { state: state.SId })).json()
    .data as { id: number; districtname: string }[];
  const district = districts.find((d) => d.districtname === 'Pune')!;
  return {
    modifiedBy: 'x',
    appmstRegNo: 'x',
    fname1: name,
    Address1: '12, MG Road, Camp',
    State1: state.SId,
    distt1: district.id,
    PinCode1: '411001',
    email1: 'asha@example.com',
    title1: '',
    City1: 'Pune',
    EPassword: '',
    pswrd: '',
  };
}

/** Submits personal details in `name` (kyc/userinsertUser) as the customer. */
export async function submitPersonal(ctx: TestContext, token: string, name?: string) {
  return kycPost(ctx, token, '/api/kyc/userinsertUser', await personalForm(ctx, token, name));
}

/** The customer's KYC record (kyc/getApprovalList's one row). */
export async function kycRecordOf(ctx: TestContext, token: string) {
  const res = await kycPost(ctx, token, '/api/kyc/getApprovalList', {});
  if (res.statusCode !== 200) throw new Error(`getApprovalList ${res.statusCode}: ${res.body}`);
  return res.json().data[0] as Record<string, string | number | null>;
}

/** Every submission row of a customer, current or not. */
export const submissionsOf = (ctx: TestContext, userId: string) =>
  ctx.database.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId));

/** The rows of every KYC table, as text: what "nothing stored" and "no clear number" are read from. */
export async function kycTablesText(ctx: TestContext): Promise<string> {
  const tables = [
    'kyc_submissions',
    'kyc_aadhaar_numbers',
    'kyc_aadhaar_otp_sessions',
    'kyc_aadhaar_views',
  ];
  const parts = await Promise.all(
    tables.map((table) =>
      rows<{ row: string }>(ctx, sql`select x::text as row from ${sql.identifier(table)} x`),
    ),
  );
  return parts
    .flat()
    .map((r) => r.row)
    .join('\n');
}

/** How many rows each KYC table has. */
export async function kycCounts(ctx: TestContext) {
  const [counts] = await rows<Record<string, string>>(
    ctx,
    sql`select (select count(*) from kyc_submissions)::text as submissions,
               (select count(*) from kyc_aadhaar_numbers)::text as numbers,
               (select count(*) from kyc_aadhaar_otp_sessions)::text as sessions,
               (select count(*) from kyc_aadhaar_views)::text as views`,
  );
  return counts!;
}

/** What the sandbox provider was asked for a subject (a PAN, account or Aadhaar number). */
export async function providerRequests(ctx: TestContext, subject: string) {
  const res = await fetch(`${ctx.sandboxUrl}/kyc/requests?subject=${encodeURIComponent(subject)}`);
  return (await res.json()) as unknown[];
}
