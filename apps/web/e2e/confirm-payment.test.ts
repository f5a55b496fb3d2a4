import { describe, expect, it } from 'vitest';
import { fundedJourney } from './journey';
import { logInAt, pathOf } from './accounts';
import { balancePaise } from './api';
import { expectAccessible, screenshot } from './browser';
import { chooseCompany, detailValue, enterPaymentPin, fillDth, paymentsSent } from './pay-forms';

/**
 * Every debit of the wallet is confirmed first (docs/architecture.md §6): the dialog shows the amount, whom it
 * goes to and the balance after; Cancel changes nothing and sends nothing, Confirm pays once —
 * under one Idempotency-Key, kept when the connection drops and the app sends it again.
 */
describe('confirm before paying', () => {
  const phone = fundedJourney('Kiran Das', 5_000);

  const field = (label: string) => phone.page.getByLabel(label, { exact: true });
  const button = (name: string) => phone.page.getByRole('button', { name, exact: true });
  const dialog = () => phone.page.getByRole('dialog', { name: 'Confirm payment' });
  /** A value of the dialog's details list, by its label. */
  const shown = (label: string) => detailValue(dialog(), label);

  it('shows the amount, the payee and the balance after; Cancel sends nothing and keeps the form', async () => {
    const before = await balancePaise(phone.customer.token);
    await logInAt(phone.page, '/dth-recharge', phone.customer);
    const sent = paymentsSent(phone.page, '/api/recharge/dth');
    await fillDth(phone.page, '1234567801', '250');
    await button('Proceed to DTH Recharge').click();

    await dialog().waitFor();
    expect(await dialog().getByTestId('confirm-amount').textContent()).toBe('₹250.00');
    expect(await shown('Pay to')).toBe('Dish TV');
    expect(await shown('Number')).toBe('1234567801');
    await expect.poll(() => shown('Wallet balance')).toBe('₹5,000.00');
    expect(await shown('Balance after')).toBe('₹4,750.00');
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'confirm-dialog');

    // Focus stays in the dialog, however far the keyboard goes.
    for (let n = 0; n < 6; n += 1) {
      await phone.page.keyboard.press('Tab');
      expect(await dialog().evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    await dialog().getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(await field('Subscriber ID / mobile number').inputValue()).toBe('1234567801');
    expect(await field('Amount').inputValue()).toBe('250');
    expect(await phone.page.getByRole('combobox', { name: 'Operator' }).inputValue()).toBe(
      'Dish TV',
    );
    // Escape is a Cancel too.
    await button('Proceed to DTH Recharge').click();
    await dialog().waitFor();
    await phone.page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });

    expect(sent).toHaveLength(0);
    expect(await balancePaise(phone.customer.token)).toBe(before);
    expect(pathOf(phone.page)).toBe('/dth-recharge');
  });

  it('Confirm pays once, under one Idempotency-Key kept when the answer is lost', async () => {
    const before = await balancePaise(phone.customer.token);
    await logInAt(phone.page, '/dth-recharge', phone.customer);
    const sent = paymentsSent(phone.page, '/api/recharge/dth');
    // The first answer never reaches the phone (the server has paid): the app sends it again.
    let dropped = false;
    await phone.page.route('**/api/recharge/dth', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await fillDth(phone.page, '1234567802', '300');
    await button('Proceed to DTH Recharge').click();
    await enterPaymentPin(dialog());
    await phone.page.getByText('DTH recharged successfully').waitFor();

    expect(sent.length).toBe(2);
    const keys = sent.map((request) => request.headers()['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await balancePaise(phone.customer.token)).toBe(before - 300_00n);
  });

  it('a bill: the biller and its number; Cancel leaves Pay Bill to press, Confirm pays it', async () => {
    const before = await balancePaise(phone.customer.token);
    await logInAt(phone.page, '/electricity-bill', phone.customer);
    const sent = paymentsSent(phone.page, '/api/elBill/payBill');
    await chooseCompany(
      phone.page,
      'Service provider',
      'Bangalore',
      'Bangalore Electricity Supply Company',
    );
    // A service number no other file pays: a bill already paid (by recharges.test.ts, in the same
    // run) comes up with Pay Bill disabled.
    await field('Service No.').fill('1000007921');
    await field('Mobile No.').fill(phone.customer.mobile);
    await button('Fetch Bill Amount').click();
    await phone.page.getByRole('heading', { name: 'Pay Electricity Bill', level: 2 }).waitFor();
    const due = await field('Amount').inputValue();

    await button('Pay Bill').click();
    expect(await shown('Pay to')).toBe('Bangalore Electricity Supply Company');
    expect(await shown('Number')).toBe('1000007921');
    expect(await dialog().getByTestId('confirm-amount').textContent()).toBe(due);
    await dialog().getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog().waitFor({ state: 'detached' });
    expect(await button('Pay Bill').isEnabled()).toBe(true);
    expect(sent).toHaveLength(0);

    await button('Pay Bill').click();
    await enterPaymentPin(dialog());
    await phone.page.getByText('Payment successfull!', { exact: true }).waitFor();
    expect(sent).toHaveLength(1);
    const duePaise = BigInt(due.replace(/[₹,.]/g, ''));
    expect(await balancePaise(phone.customer.token)).toBe(before - duePaise);
  });

  it('in Hindi', async () => {
    await logInAt(phone.page, '/dth-recharge', phone.customer);
    await phone.page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
    await phone.page.reload();
    await phone.page.getByRole('heading', { name: 'अपना DTH रिचार्ज करें' }).waitFor();
    await chooseCompany(phone.page, 'ऑपरेटर', 'Dish', 'Dish TV');
    await field('सब्सक्राइबर ID / मोबाइल नंबर').fill('1234567803');
    await field('राशि').fill('120');
    await button('DTH रिचार्ज करें').click();
    const hindi = phone.page.getByRole('dialog', { name: 'भुगतान की पुष्टि करें' });
    await hindi.getByText('भुगतान के बाद बैलेंस').waitFor();
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'confirm-dialog-hi');
    await hindi.getByRole('button', { name: 'रद्द करें', exact: true }).click();
    await hindi.waitFor({ state: 'detached' });
  });
});
