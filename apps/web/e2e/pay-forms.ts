import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What the journeys through the pay screens do again and again: pick a company in a searchable
 * picker, confirm a payment, read a value from a details list.
 */

/** Types into a company picker (a combobox) and chooses one of its options. */
export async function chooseCompany(page: Page, label: string, search: string, name: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name }).click();
  await expect.poll(() => box.inputValue()).toBe(name);
}

/** The payment PIN the journeys set and enter (any language: the boxes are found by kind). */
export const E2E_PIN = '1357';

/**
 * The confirm step's PIN, in `dialog`: the first time it is set (typed twice), afterwards
 * entered once; then its button (Set PIN and pay, or Confirm) sends the payment.
 */
export async function enterPaymentPin(dialog: Locator, pin = E2E_PIN) {
  const boxes = dialog.locator('input[type="password"]');
  await boxes.first().waitFor();
  for (const box of await boxes.all()) await box.fill(pin);
  await dialog.locator('button[type="submit"]').click();
}

/** Every payment is confirmed first (docs/architecture.md §6): the PIN in its dialog, which then closes. */
export async function confirmPayment(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirm payment' });
  await enterPaymentPin(dialog);
  await dialog.waitFor({ state: 'detached' });
}

/** The value a details list (`<dl>`) in `scope` shows for a label. */
export async function detailValue(scope: Locator | Page, label: string): Promise<string> {
  const text = await scope
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
  return text?.trim() ?? '';
}

/** The money calls (POSTs to `path`) the page sends from now on, as they leave it. */
export function paymentsSent(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(path) && request.method() === 'POST') sent.push(request);
  });
  return sent;
}

/** On /dth-recharge: Dish TV, the subscriber number and the amount typed in. */
export async function fillDth(page: Page, number: string, amount: string) {
  await chooseCompany(page, 'Operator', 'Dish', 'Dish TV');
  await page.getByLabel('Subscriber ID / mobile number', { exact: true }).fill(number);
  await page.getByLabel('Amount', { exact: true }).fill(amount);
}

/** The DTH form filled and sent: its confirm step open. */
export async function startDth(page: Page, number: string, amount: string) {
  await fillDth(page, number, amount);
  await page.getByRole('button', { name: 'Proceed to DTH Recharge', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm payment' }).waitFor();
}

/**
 * On /pay-wallet sent from a payment the wallet cannot cover: the online sheet open with the
 * shortfall (`amount`, rupees with paise), paid in the sandbox's checkout.
 */
export async function addShortfallOnline(page: Page, amount: string, email: string) {
  const sheet = page.getByRole('dialog', { name: 'Add money online' });
  await expect.poll(() => sheet.getByLabel('Amount', { exact: true }).inputValue()).toBe(amount);
  await sheet.getByLabel('Email', { exact: true }).fill(email);
  await sheet.getByRole('button', { name: 'Pay Now' }).click();
  await sheet.waitFor({ state: 'detached' });
  await page
    .frameLocator('iframe[title="Kosh test checkout (sandbox)"]')
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
}
