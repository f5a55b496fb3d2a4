import { describe, expect, it } from 'vitest';
import { fundedJourney } from './journey';
import { logInAt, pathOf } from './accounts';
import { api } from './api';
import { expectAccessible, screenshot } from './browser';
import { confirmPayment, detailValue } from './pay-forms';

/**
 * docs/recents.md: a successful recharge saves its number on the server; the screen lists it under
 * Recent, one tap fills the form (the plan re-checked against today's), and the customer names,
 * pins and deletes it. Repeat on Balance History fills the form the same way; a plan no longer
 * offered is said, and the plans shown. In English and in Hindi.
 */
describe('recents and repeat', () => {
  const phone = fundedJourney('Asha Rao', 5_000);
  const NUMBER = '9876512345';

  const field = (label: string) => phone.page.getByLabel(label, { exact: true });
  const button = (name: string) => phone.page.getByRole('button', { name, exact: true });
  const operator = () => phone.page.getByRole('combobox', { name: 'Operator' });
  const recents = async () =>
    (await api('v1/me/recents?kind=mobile', { token: phone.customer.token })).json.data as {
      number: string;
      name: string | null;
      payCount: number;
      lastPlanId: string | null;
    }[];

  /** Recharge Now on the plan summary, confirmed, to the success page. */
  async function payShownPlan() {
    await button('Recharge Now').click();
    await confirmPayment(phone.page);
    await phone.page.getByText('Recharge successful!', { exact: true }).waitFor();
  }

  it('saves a paid number; tapping it fills the form with the same plan, and pays again', async () => {
    await logInAt(phone.page, '/mobile-recharge', phone.customer);
    await phone.page.getByRole('heading', { name: 'Mobile Prepaid', level: 1 }).waitFor();
    // Nothing paid yet: no Recent list at all.
    await button('View Plan').waitFor();
    expect(await phone.page.getByRole('heading', { name: 'Recent' }).count()).toBe(0);

    await field('Mobile number').fill(NUMBER);
    await expect.poll(() => operator().inputValue()).not.toBe('');
    await button('View Plan').click();
    await phone.page
      .getByRole('dialog', { name: 'Plan Types' })
      .getByRole('button', { name: /^Select Plan/ })
      .first()
      .click();
    await payShownPlan();
    const [saved] = await recents();
    expect(saved).toMatchObject({ number: NUMBER, payCount: 1 });
    expect(saved?.lastPlanId).toBeTruthy();

    await phone.page.goto('/mobile-recharge');
    const list = phone.page.getByRole('region', { name: 'Recent' });
    await list.getByRole('button', { name: `Fill in ${NUMBER}` }).click();
    // The number, its operator and the same plan, ready to pay.
    await button('Recharge Now').waitFor();
    expect(await field('Mobile number').inputValue()).toBe(NUMBER);
    expect(await operator().inputValue()).not.toBe('');
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'recents-filled');
    await payShownPlan();
    await expect.poll(async () => (await recents())[0]?.payCount).toBe(2);
  });

  it('names a saved number, pins it, and asks before deleting it', async () => {
    await logInAt(phone.page, '/mobile-recharge', phone.customer);
    const list = phone.page.getByRole('region', { name: 'Recent' });
    await list.getByRole('button', { name: `Options for ${NUMBER}` }).click();
    const sheet = phone.page.getByRole('dialog', { name: NUMBER });
    await expectAccessible(phone.page);
    await sheet.getByRole('button', { name: 'Rename' }).click();
    // The box takes no more than the 40 characters a name may have.
    await sheet.getByLabel('Name').fill('x'.repeat(45));
    expect(await sheet.getByLabel('Name').inputValue()).toHaveLength(40);
    await sheet.getByLabel('Name').fill('Mom’s phone');
    await sheet.getByRole('button', { name: 'Save' }).click();
    await sheet.waitFor({ state: 'detached' });
    await list.getByRole('button', { name: 'Fill in Mom’s phone' }).waitFor();
    expect((await recents())[0]?.name).toBe('Mom’s phone');

    await list.getByRole('button', { name: 'Options for Mom’s phone' }).click();
    await phone.page.getByRole('button', { name: 'Pin to top' }).click();
    await list.getByRole('button', { name: 'Fill in Mom’s phone (pinned)' }).waitFor();
    await screenshot(phone.page, 'recents-named');

    await list.getByRole('button', { name: 'Options for Mom’s phone' }).click();
    await phone.page.getByRole('button', { name: 'Delete', exact: true }).click();
    await phone.page.getByText('Delete Mom’s phone from your recents?', { exact: false }).waitFor();
    // Cancel goes back to the item's options; Escape closes them, and nothing is deleted.
    await phone.page.getByRole('button', { name: 'Cancel' }).click();
    await phone.page.getByRole('button', { name: 'Repeat', exact: true }).waitFor();
    await phone.page.keyboard.press('Escape');
    await list.getByRole('button', { name: 'Fill in Mom’s phone (pinned)' }).waitFor();
    expect(await recents()).toHaveLength(1);
  });

  it('Repeat on Balance History opens the recharge filled in', async () => {
    await logInAt(phone.page, '/balancehistory', phone.customer);
    await phone.page.getByRole('heading', { name: 'Balance History', level: 1 }).waitFor();
    const card = phone.page
      .getByRole('list', { name: /^Balance history from/ })
      .getByRole('article')
      .first();
    await card.getByRole('button', { name: 'Show details of entry 1' }).click();
    await card.getByRole('link', { name: 'Repeat payment 1' }).click();
    await phone.page.getByRole('heading', { name: 'Mobile Prepaid', level: 1 }).waitFor();
    expect(pathOf(phone.page)).toBe('/mobile-recharge');
    await button('Recharge Now').waitFor();
    expect(await field('Mobile number').inputValue()).toBe(NUMBER);
    // Its confirm step names the operator (from the plans' answer), not its Code.
    await button('Recharge Now').click();
    const confirm = phone.page.getByRole('dialog', { name: 'Confirm payment' });
    expect(await detailValue(confirm, 'Pay to')).toBe('Jio');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
  });

  it('a repeat whose plan is gone says so and shows today’s plans', async () => {
    await logInAt(
      phone.page,
      `/mobile-recharge?number=${NUMBER}&operator=JIO&plan=GONE-1`,
      phone.customer,
    );
    const dialog = phone.page.getByRole('dialog', { name: 'Plan Types' });
    await dialog
      .getByText('That plan is no longer offered. Choose one of today’s plans.')
      .waitFor();
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'recents-plan-gone');
  });

  it('a repeat of a number since ported takes today’s operator and says so, in dark mode', async () => {
    await phone.context.addInitScript(() => localStorage.setItem('kosh.darkMode', '1'));
    // The lookup places 9876512345 with Jio: the link still says Airtel, from before the port.
    await logInAt(
      phone.page,
      `/mobile-recharge?number=${NUMBER}&operator=AIRTEL&amount=189`,
      phone.customer,
    );
    await phone.page
      .getByText('This number has moved to another operator since your last recharge', {
        exact: false,
      })
      .waitFor();
    await button('Recharge Now').waitFor();
    expect(await operator().inputValue()).toBe('Jio');
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'recents-ported-dark');
  });

  it('a repeat link fills DTH with its amount, and a bill with its biller to fetch again', async () => {
    await logInAt(
      phone.page,
      '/dth-recharge?number=1234567890&operator=TATAPLAY&amount=250',
      phone.customer,
    );
    await phone.page.getByRole('combobox', { name: 'Operator' }).waitFor();
    await expect.poll(() => field('Subscriber ID / mobile number').inputValue()).toBe('1234567890');
    expect(await field('Amount').inputValue()).toBe('250');
    await expect
      .poll(() => phone.page.getByRole('combobox', { name: 'Operator' }).inputValue())
      .toBe('Tata Play');
    // The confirm step names the operator, not its Code: the form learnt its company from the list.
    const confirm = phone.page.getByRole('dialog', { name: 'Confirm payment' });
    await button('Proceed to DTH Recharge').click();
    expect(await detailValue(confirm, 'Pay to')).toBe('Tata Play');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    // FASTag shares the DTH form's working: the same.
    await phone.page.goto('/fastag-recharge?number=MH12AB1234&operator=HDFCFT&amount=500');
    await expect
      .poll(() => phone.page.getByRole('combobox', { name: 'Operator' }).inputValue())
      .toBe('HDFC Bank FASTag');
    await button('Proceed to Fastag Recharge').click();
    expect(await detailValue(confirm, 'Pay to')).toBe('HDFC Bank FASTag');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    await phone.page.goto('/electricity-bill?number=1234567890&operator=BESCOM&mobile=9876512345');
    await expect.poll(() => field('Service No.').inputValue()).toBe('1234567890');
    expect(await field('Mobile No.').inputValue()).toBe('9876512345');
    await button('Fetch Bill Amount').click();
    await phone.page.getByRole('heading', { name: 'Pay Electricity Bill', level: 2 }).waitFor();
    await expectAccessible(phone.page);
  });

  it('in Hindi', async () => {
    await logInAt(phone.page, '/mobile-recharge', phone.customer);
    await phone.page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
    await phone.page.reload();
    const list = phone.page.getByRole('region', { name: 'हाल के' });
    await list.getByRole('button', { name: 'Mom’s phone के विकल्प' }).click();
    const sheet = phone.page.getByRole('dialog', { name: 'Mom’s phone' });
    await sheet.getByRole('button', { name: 'दोहराएँ' }).waitFor();
    await sheet.getByRole('button', { name: 'नाम बदलें' }).waitFor();
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'recents-options-hi');
    await sheet.getByRole('button', { name: 'दोहराएँ' }).click();
    await sheet.waitFor({ state: 'detached' });
    await button('अभी रिचार्ज करें').waitFor();
    await expectAccessible(phone.page);
  });
});
