import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, logInAt, type Customer } from './accounts';
import { api, fundWallet } from './api';
import { expectAccessible, launchBrowser, newPhonePage, screenshot } from './browser';

/** A saved biller for the customer: a bill of theirs paid through the API. */
async function payBill(customer: Customer, number: string) {
  const auth = { token: customer.token };
  const fetched = await api('elBill/fetchBill', {
    ...auth,
    body: { mcode: 'BESCOM', service_no: number, customerMobile: customer.mobile },
  });
  expect(fetched.status, JSON.stringify(fetched.json)).toBe(200);
  const paid = await api('elBill/payBill', {
    ...auth,
    body: {
      opcode: 'BESCOM',
      number,
      amount: (fetched.json.data as { dueamount: number }).dueamount,
    },
  });
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
}

const remindersOff = async (customer: Customer) => {
  const { json } = await api('v1/me/recents?kind=electricity', {
    token: customer.token,
    method: 'GET',
  });
  return (json.data as { remindersOff: boolean }[]).map((r) => r.remindersOff);
};

async function openReminders(page: Page, customer: Customer) {
  await logInAt(page, '/profile', customer);
  await page.getByRole('link', { name: 'Bill reminders' }).click();
  await page.getByRole('heading', { name: 'Bill reminders' }).waitFor();
}

describe('bill reminders', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('turns reminders off and on, sets the window, and stops one biller', async () => {
    const customer = await createCustomer('Reminders Customer');
    await fundWallet(customer.token, 6000);
    await payBill(customer, '1234567702');
    const { context, page } = await newPhonePage(browser);
    await openReminders(page, customer);

    const everything = page.getByRole('switch', { name: 'Remind me of bills' });
    await expect.poll(() => everything.getAttribute('aria-checked')).toBe('true');
    const window = page.getByLabel('Remind me', { exact: true });
    expect(await window.inputValue()).toBe('3');
    const biller = page.getByRole('switch', { name: 'Remind me of 1234567702’s bills' });
    await expect.poll(() => biller.getAttribute('aria-checked')).toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'bill-reminders-en');

    await window.selectOption('5');
    await page.getByText('Reminder settings saved.').waitFor();
    await everything.click();
    await page.getByText('Reminders are off: you will not be texted about any bill.').waitFor();
    await expect.poll(() => window.count()).toBe(0);
    await page.reload();
    await expect.poll(() => everything.getAttribute('aria-checked')).toBe('false');
    const { json } = await api('v1/me/reminders', { token: customer.token, method: 'GET' });
    expect(json.data).toEqual({ enabled: false, windowDays: 5 });
    await everything.click();
    await expect.poll(() => window.inputValue()).toBe('5');

    await biller.click();
    await page.getByText('Reminders off for 1234567702.').waitFor();
    await expect.poll(() => remindersOff(customer)).toEqual([true]);

    // Each saved biller can be paid from here: its pay screen, the account filled in.
    await page.getByRole('link', { name: 'Pay 1234567702’s bill' }).click();
    await page.getByRole('heading', { name: 'Pay Electricity Bill', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('number')).toBe('1234567702');
    await context.close();
  });

  it('speaks Hindi, and says where billers will appear before there are any', async () => {
    const customer = await createCustomer('Reminders Hindi');
    const { context, page } = await newPhonePage(browser);
    await logInAt(page, '/reminders', customer);
    await page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
    await page.reload();
    await page.getByRole('heading', { name: 'बिल की याद' }).waitFor();
    await page.getByRole('switch', { name: 'बिल की याद दिलाएँ' }).waitFor();
    await page.getByText('जिन बिलर को आप Kosh से भुगतान करते हैं').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'bill-reminders-hi');
    await context.close();
  });
});
