import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fundedJourney } from './journey';
import { logInAt, pathOf } from './accounts';
import { api, balancePaise, payByApi, settleAtAggregator } from './api';
import { expectAccessible, screenshot } from './browser';
import { chooseCompany, confirmPayment, detailValue } from './pay-forms';

/** A Jio prepaid recharge through the API, as another device would make it: its order id. */
async function rechargeByApi(token: string, number: string, amount: number): Promise<string> {
  const { status, json } = await payByApi('recharge/mobile', token, {
    opcode: 'JIO',
    number,
    amount,
  });
  expect(status, JSON.stringify(json)).toBe(202);
  return (json.data as { orderId: string }).orderId;
}

/** Marks the page, so a later look can tell it was never reloaded. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { koshMark: boolean }).koshMark = true;
  });
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { koshMark?: boolean }).koshMark === true);

/**
 * A payment the operator has not confirmed yet (docs/architecture.md §6): the pending screen, which follows it
 * to its outcome without a reload; Balance History, which refreshes itself while it shows one;
 * and Check status on one pending for more than 30 minutes. The sandbox keeps a number ending
 * 1111 pending until it is settled (here by hand, as its delay would), and leaves one ending 2222
 * unanswered while its status says SUCCESS (apps/sandbox/README.md).
 */
describe('pending payments', () => {
  const phone = fundedJourney('Asha Rao', 5_000);

  const field = (label: string) => phone.page.getByLabel(label, { exact: true });
  const button = (name: string) => phone.page.getByRole('button', { name, exact: true });

  /** A DTH recharge from its screen, left on whatever the payment shows next. */
  async function payDth(number: string, amount: string) {
    await phone.page.getByRole('heading', { name: 'DTH Recharge', level: 1 }).waitFor();
    await chooseCompany(phone.page, 'Operator', 'Tata', 'Tata Play');
    await field('Subscriber ID / mobile number').fill(number);
    await field('Amount').fill(amount);
    await button('Proceed to DTH Recharge').click();
    await confirmPayment(phone.page);
  }

  const pendingHeading = () => phone.page.getByRole('heading', { name: 'Payment being processed' });
  const crashed = () => phone.page.getByText('Unexpected Application Error!').count();

  it('the pending screen’s three buttons work (no crash on leaving it)', async () => {
    await logInAt(phone.page, '/dth-recharge', phone.customer);

    await payDth('1234561111', '101');
    await pendingHeading().waitFor();
    await button('Make another payment').click();
    await phone.page.getByRole('heading', { name: 'Recharge your DTH' }).waitFor();
    expect(await field('Subscriber ID / mobile number').inputValue()).toBe('');
    expect(await crashed()).toBe(0);

    await payDth('1234561111', '102');
    await pendingHeading().waitFor();
    await phone.page.getByRole('link', { name: 'Balance History' }).click();
    await phone.page.getByRole('heading', { name: 'Balance History', level: 1 }).waitFor();
    expect(pathOf(phone.page)).toBe('/balancehistory');
    expect(await crashed()).toBe(0);

    // Back on the screen, the payment still pending is shown again; a new one starts from it.
    await phone.page.goto('/dth-recharge');
    await pendingHeading().waitFor();
    await button('Make another payment').click();
    await payDth('1234561111', '103');
    await pendingHeading().waitFor();
    await phone.page.getByRole('link', { name: 'Go Back To Home' }).click();
    await expect.poll(() => pathOf(phone.page)).toBe('/');
    await phone.page.getByRole('link', { name: 'DTH', exact: true }).waitFor();
    expect(await crashed()).toBe(0);
  });

  /** The order id the pending screen shows. */
  const orderIdShown = () => detailValue(phone.page, 'Order ID');

  it('the pending screen turns into the success without a reload', async () => {
    await logInAt(phone.page, '/dth-recharge', phone.customer);
    await payDth('9876541111', '150');
    await pendingHeading().waitFor();
    await phone.page
      .getByText(
        'Usually confirmed within 2 minutes. If it fails, the money comes back to your wallet at once.',
      )
      .waitFor();
    const steps = phone.page.getByRole('list', { name: 'Steps of this payment' });
    await steps.getByText('Waiting for Tata Play to confirm').waitFor();
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'pending-screen', steps);

    await markPage(phone.page);
    await settleAtAggregator(await orderIdShown(), 'SUCCESS');
    await phone.page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await phone.page.getByText('DTH recharged successfully').waitFor();
    await steps.getByText('Confirmed by Tata Play').waitFor();
    expect(await stillMarked(phone.page)).toBe(true);
    expect(pathOf(phone.page)).toBe('/dth-recharge');
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'pending-screen-settled', steps);
  });

  it('the pending panel comes back when the phone.customer leaves the screen and returns', async () => {
    await logInAt(phone.page, '/dth-recharge', phone.customer);
    await payDth('9876581111', '120');
    await pendingHeading().waitFor();
    const orderId = await orderIdShown();

    // Away to the home page and back by its tile: the same payment, still followed.
    await phone.page.getByRole('link', { name: 'Go Back To Home' }).click();
    await expect.poll(() => pathOf(phone.page)).toBe('/');
    await phone.page.getByRole('link', { name: 'DTH', exact: true }).click();
    await pendingHeading().waitFor();
    expect(await orderIdShown()).toBe(orderId);
    // And after the app was closed and opened again.
    await phone.page.reload();
    await pendingHeading().waitFor();
    expect(await orderIdShown()).toBe(orderId);
    await expectAccessible(phone.page);

    // It settles on screen; once seen settled, the next visit starts a new payment.
    await settleAtAggregator(orderId, 'SUCCESS');
    await phone.page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await phone.page.goto('/');
    await phone.page.getByRole('link', { name: 'DTH', exact: true }).click();
    await phone.page.getByRole('heading', { name: 'Recharge your DTH' }).waitFor();
    expect(await pendingHeading().count()).toBe(0);
  });

  it('the pending screen turns into the refund without a reload, and the balance comes back', async () => {
    const before = await balancePaise(phone.customer.token);
    await logInAt(phone.page, '/dth-recharge', phone.customer);
    await payDth('9876551111', '175');
    await pendingHeading().waitFor();
    const balanceShown = phone.page.getByTestId('wallet-balance');
    await expect.poll(() => balancePaise(phone.customer.token)).toBe(before - 175_00n);

    await markPage(phone.page);
    await settleAtAggregator(await orderIdShown(), 'FAILURE');
    await phone.page.getByRole('heading', { name: 'Payment failed: money refunded' }).waitFor();
    await phone.page.getByText('has been refunded to your wallet', { exact: false }).waitFor();
    await phone.page.getByText('Money back in your wallet').waitFor();
    expect(await stillMarked(phone.page)).toBe(true);
    expect(await balancePaise(phone.customer.token)).toBe(before);
    await expect.poll(() => balanceShown.textContent()).toContain('₹');
    await expect
      .poll(async () => (await balanceShown.textContent())?.replace(/[₹,.]/g, ''))
      .toBe(String(before));
    await expectAccessible(phone.page);
    await screenshot(
      phone.page,
      'pending-screen-refunded',
      phone.page.getByRole('list', { name: 'Steps of this payment' }),
    );
  });

  it('Balance History refreshes itself while a payment is pending, and says what happens next', async () => {
    const orderId = await rechargeByApi(phone.customer.token, '9876561111', 49);
    await logInAt(phone.page, '/balancehistory', phone.customer);
    // Found by its number, so the same locator serves in Hindi.
    const card = phone.page.getByRole('article').filter({ hasText: '9876561111' }).first();
    await card.getByText('Pending', { exact: true }).waitFor();
    await card
      .getByText(
        'Usually confirmed within 2 minutes. If it fails, the money comes back to your wallet at once.',
      )
      .waitFor();
    // Not yet 30 minutes: nothing to check by hand; and no complaint on a payment not done.
    expect(await card.getByRole('button', { name: /^Check the status/ }).count()).toBe(0);
    await card.getByRole('button', { name: /^Show details of entry/ }).click();
    await card.getByText('Wallet balance').waitFor();
    expect(await card.getByRole('button', { name: /complaint/i }).count()).toBe(0);
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'history-pending-row', card);

    // The same words in Hindi.
    await phone.page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
    await phone.page.reload();
    await card.getByText('लंबित', { exact: true }).waitFor();
    await card.getByText('आम तौर पर 2 मिनट में पुष्टि हो जाती है।', { exact: false }).waitFor();
    await screenshot(phone.page, 'history-pending-row-hi', card);
    await phone.page.evaluate(() => localStorage.removeItem('kosh.language'));
    await phone.page.reload();
    await card.getByText('Pending', { exact: true }).waitFor();
    await card.getByRole('button', { name: /^Show details of entry/ }).click();

    await markPage(phone.page);
    await settleAtAggregator(orderId, 'SUCCESS');
    await card.getByText('Success', { exact: true }).waitFor();
    expect(
      await card.getByText('Usually confirmed within 2 minutes.', { exact: false }).count(),
    ).toBe(0);
    // Still open, and now a complaint may be raised on it.
    await card.getByRole('button', { name: /^Raise a complaint on entry/ }).waitFor();
    expect(await stillMarked(phone.page)).toBe(true);
    // A search of the history raises no toast: the list is the answer.
    await phone.page.getByRole('button', { name: 'Search', exact: true }).click();
    await card.getByText('Success', { exact: true }).waitFor();
    await phone.page.waitForTimeout(500);
    expect(await phone.page.locator('[data-sonner-toast]').count()).toBe(0);
  });

  it('Check status asks about a payment pending for over 30 minutes, once a minute', async () => {
    const unanswered = await rechargeByApi(phone.customer.token, '9876572222', 59);
    const pending = await rechargeByApi(phone.customer.token, '9876571111', 69);
    // The phone's clock half an hour on: both payments have waited that long.
    await phone.page.clock.setSystemTime(Date.now() + 31 * 60_000);
    await logInAt(phone.page, '/balancehistory', phone.customer);
    const list = phone.page.getByRole('list', { name: /^Balance history from/ });
    const cardOf = (number: string) =>
      list.getByRole('article').filter({ hasText: number }).first();

    // The aggregator never answered this one, but has done it: Check status learns so.
    const done = cardOf('9876572222');
    await done.getByText('Pending', { exact: true }).waitFor();
    const checkDone = done.getByRole('button', { name: /^Check the status of entry/ });
    await expect.poll(() => checkDone.isEnabled()).toBe(true);
    await checkDone.click();
    await done.getByText('Recharge successful!').waitFor();
    await done.getByText('Success', { exact: true }).waitFor();
    expect(await checkDone.count()).toBe(0);

    // This one is still pending at the operator: the answer says so, and the button waits a minute.
    const waiting = cardOf('9876571111');
    const checkWaiting = waiting.getByRole('button', { name: /^Check the status of entry/ });
    await expect.poll(() => checkWaiting.isEnabled()).toBe(true);
    await checkWaiting.click();
    await waiting.getByText('Your mobile recharge is being processed.', { exact: false }).waitFor();
    await waiting
      .getByText('Checked in the last minute. You can check again in a minute.')
      .waitFor();
    expect(await checkWaiting.isDisabled()).toBe(true);
    await waiting.getByText('Pending', { exact: true }).waitFor();
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'history-check-status', waiting);

    // The server holds to its minute whatever the screen does.
    const again = await api(`v1/recharges/${pending}/check`, {
      method: 'POST',
      token: phone.customer.token,
    });
    expect(again.status).toBe(200);
    expect((again.json.data as { status: string; canCheck: boolean }).canCheck).toBe(false);
    const settled = await api(`v1/recharges/${unanswered}`, { token: phone.customer.token });
    expect(settled.json.data).toMatchObject({ status: 'Success', canCheck: false });
    await settleAtAggregator(pending, 'SUCCESS');
  });
});
