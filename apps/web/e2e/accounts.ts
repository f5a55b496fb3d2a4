import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './api';
import { baseUrl, waitForSms, PAGE_WAIT_MS } from './browser';

/**
 * Account helpers shared by the journeys. Every file runs against one database and all browser
 * traffic comes from 127.0.0.1, so numbers must be unique across the run and browser sign-ups few
 * (20 OTP sends per IP per hour). Customers made through the API come from a device of their own.
 */

let counter = 0;

/** A fresh, valid mobile number: 9, seven digits of the clock, two of a per-file counter. */
export function uniqueMobile(): string {
  counter += 1;
  return `9${String(Date.now()).slice(-7)}${String(counter % 100).padStart(2, '0')}`;
}

export const PASSWORD = 'Kosh@2025safe';

export interface Customer {
  name: string;
  mobile: string;
  password: string;
  token: string;
  userId: string;
}

/** The 6-digit code in a sign-up SMS. */
export function otpFrom(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no OTP in SMS: ${text}`);
  return match[1];
}

/** A POST through the API, as the app would send it. */
const post = (path: string, body: unknown, token?: string, forwardedFor?: string) =>
  api(path, { method: 'POST', body, token, forwardedFor });

/** A documentation address (RFC 5737) per mobile number: each API-made customer's own device. */
const deviceOf = (mobile: string) =>
  `198.51.${Number(mobile.slice(-4, -2)) % 256}.${Number(mobile.slice(-2)) % 256}`;

/** A customer made through the API (one sendOtp), for journeys that are not about sign-up. */
export async function createCustomer(name: string): Promise<Customer> {
  const mobile = uniqueMobile();
  const sent = await post(
    'user/sendOtp',
    { name, mobile, emailId: `c${mobile}@example.com`, password: PASSWORD },
    undefined,
    deviceOf(mobile),
  );
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  const otp = otpFrom((await waitForSms(mobile)).text);
  const verified = await post('user/verifyOtp', { otp, mobile });
  expect(verified.status, JSON.stringify(verified.json)).toBe(200);
  const data = verified.json.data as { token: string; userId: string };
  return { name, mobile, password: PASSWORD, token: data.token, userId: data.userId };
}

/** GET user/get with a token, as any client would: the status says whether it still works. */
export async function userGetStatus(token: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/user/get`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

/** Logs a token out on the server, behind the browser's back. */
export async function revokeToken(token: string): Promise<void> {
  const { status } = await post('v1/auth/logout', undefined, token);
  expect(status).toBe(200);
}

/** The token the web app keeps in local storage, or null when signed out. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('kosh.session');
    return raw ? ((JSON.parse(raw) as { token?: string }).token ?? null) : null;
  });
}

/** Fills the login form the way a person does and presses Login. */
export async function submitLogin(page: Page, mobile: string, password: string): Promise<void> {
  await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The path the page is on, without origin. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Who logs in: a customer, or the back office's admin. */
export interface Credentials {
  mobile: string;
  password: string;
}

/**
 * Opens a guarded page: the login form first, then back to where it was going (or to `landsOn`,
 * where that page sends on), path and query string.
 */
export async function logInAt(
  page: Page,
  path: string,
  who: Credentials,
  landsOn: string = path,
): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await submitLogin(page, who.mobile, who.password);
  // Logging in hashes a password (argon2id): on a loaded machine that takes more than expect.poll's
  // default second.
  await expect
    .poll(() => `${pathOf(page)}${new URL(page.url()).search}`, { timeout: PAGE_WAIT_MS })
    .toBe(landsOn);
}

/** The admin logs in at /admin (which opens Banners) and opens a page from the navigation. */
export async function openBackOffice(
  page: Page,
  admin: Credentials,
  link: string,
  heading: string,
): Promise<void> {
  await logInAt(page, '/admin', admin, '/admin/banners');
  // The link whose name starts with `link`: "Complaints" is not "BBPS complaints", and "Tickets"
  // may be followed by its count of new messages.
  const escaped = link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: new RegExp(`^${escaped}`) })
    .click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Signs out the way a customer does: the menu, then Sign out. */
export async function signOutViaMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Sign out' })
    .click();
}
