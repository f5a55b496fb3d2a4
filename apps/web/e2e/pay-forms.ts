import type { Locator, Page } from 'playwright-core';
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

/** Every payment is confirmed first (docs/architecture.md §6): Confirm in its dialog, which then closes. */
export async function confirmPayment(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirm payment' });
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
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
