import { describe, expect, it } from 'vitest';
import { fundedJourney } from './journey';
import { logInAt } from './accounts';
import { balancePaise } from './api';
import { expectAccessible, screenshot, waitForSms } from './browser';
import { chooseCompany, E2E_PIN, enterPaymentPin, paymentsSent, startDth } from './pay-forms';

/**
 * A payment PIN before every debit (docs/payment-pin.md): the first payment asks the customer to set one
 * (twice, easy PINs refused), every payment then asks for it, and the debit carries the
 * authorisation the PIN obtained — a wrong PIN pays nothing.
 */
describe('payment PIN', () => {
  const phone = fundedJourney('Anil Kumar', 2_000);

  const field = (label: string) => phone.page.getByLabel(label, { exact: true });
  const button = (name: string) => phone.page.getByRole('button', { name, exact: true });
  const dialog = () => phone.page.getByRole('dialog', { name: 'Confirm payment' });

  it('asks to set a PIN at the first payment, refuses an easy one, then pays with it', async () => {
    const before = await balancePaise(phone.customer.token);
    await logInAt(phone.page, '/dth-recharge', phone.customer);
    const sent = paymentsSent(phone.page, '/api/recharge/dth');
    await startDth(phone.page, '1234567811', '150');

    await dialog().getByText('Set your Kosh PIN').waitFor();
    await dialog().getByLabel('New 4-digit PIN').fill('1234');
    await dialog().getByLabel('Enter the PIN again').fill('1234');
    await dialog().getByRole('button', { name: 'Set PIN and pay' }).click();
    await dialog()
      .getByText('Choose a PIN that is not one digit repeated or a run like 1234.')
      .waitFor();
    await dialog().getByLabel('New 4-digit PIN').fill(E2E_PIN);
    await dialog().getByLabel('Enter the PIN again').fill('2468');
    await dialog().getByRole('button', { name: 'Set PIN and pay' }).click();
    await dialog().getByText('The two PINs do not match.').waitFor();
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'pin-set');
    expect(sent).toHaveLength(0);

    await dialog().getByLabel('Enter the PIN again').fill(E2E_PIN);
    await dialog().getByRole('button', { name: 'Set PIN and pay' }).click();
    await phone.page.getByText('DTH recharged successfully').waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers()['payment-authorisation']).toMatch(/^[\w-]{20,}$/);
    expect(await balancePaise(phone.customer.token)).toBe(before - 150_00n);
  });

  it('asks for the PIN at every payment: a wrong one pays nothing and says the tries left', async () => {
    const before = await balancePaise(phone.customer.token);
    await logInAt(phone.page, '/dth-recharge', phone.customer);
    const sent = paymentsSent(phone.page, '/api/recharge/dth');
    await startDth(phone.page, '1234567812', '120');

    await dialog().getByLabel('Kosh PIN').fill('9080');
    await dialog().getByRole('button', { name: 'Confirm', exact: true }).click();
    await dialog().getByText('Wrong PIN. Tries left: 4.').waitFor();
    expect(sent).toHaveLength(0);
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'pin-wrong');

    await enterPaymentPin(dialog());
    await phone.page.getByText('DTH recharged successfully').waitFor();
    expect(sent).toHaveLength(1);
    expect(await balancePaise(phone.customer.token)).toBe(before - 120_00n);
  });

  it('changes the PIN in the profile, and sets a new one with the password and a texted OTP', async () => {
    await logInAt(phone.page, '/profile', phone.customer);
    const section = phone.page.getByRole('region', { name: 'Payment PIN' });
    await section.getByText('Your Kosh PIN is set.', { exact: false }).waitFor();
    await section.getByRole('button', { name: 'Change PIN' }).click();
    await section.getByLabel('Current PIN').fill('9080');
    await section.getByLabel('New 4-digit PIN').fill('2468');
    await section.getByLabel('Enter the PIN again').fill('2468');
    await section.getByRole('button', { name: 'Save PIN' }).click();
    await section.getByText('Wrong PIN. Tries left: 4.').waitFor();
    await section.getByLabel('Current PIN').fill(E2E_PIN);
    await section.getByLabel('New 4-digit PIN').fill('2468');
    await section.getByLabel('Enter the PIN again').fill('2468');
    await section.getByRole('button', { name: 'Save PIN' }).click();
    await phone.page.getByText('Your Kosh PIN is changed.').waitFor();

    await section.getByRole('button', { name: 'Forgot PIN?' }).click();
    await section.getByLabel('Login password').fill(phone.customer.password);
    const asked = new Date().toISOString();
    await section.getByRole('button', { name: 'Send OTP' }).click();
    const sms = await waitForSms(phone.customer.mobile, asked);
    const otp = /\b(\d{6})\b/.exec(sms.text)?.[1] ?? '';
    await section.getByLabel('OTP', { exact: true }).fill(otp);
    await section.getByLabel('New 4-digit PIN').fill(E2E_PIN);
    await section.getByLabel('Enter the PIN again').fill(E2E_PIN);
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'pin-forgot', section);
    await section.getByRole('button', { name: 'Set new PIN' }).click();
    await phone.page.getByText('Your new Kosh PIN is set.').waitFor();
  });

  it('in Hindi', async () => {
    await logInAt(phone.page, '/dth-recharge', phone.customer);
    await phone.page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
    await phone.page.reload();
    await phone.page.getByRole('heading', { name: 'अपना DTH रिचार्ज करें' }).waitFor();
    await chooseCompany(phone.page, 'ऑपरेटर', 'Dish', 'Dish TV');
    await field('सब्सक्राइबर ID / मोबाइल नंबर').fill('1234567813');
    await field('राशि').fill('110');
    await button('DTH रिचार्ज करें').click();
    const hindi = phone.page.getByRole('dialog', { name: 'भुगतान की पुष्टि करें' });
    await hindi.getByLabel('Kosh PIN').fill('9080');
    await hindi.getByRole('button', { name: 'पुष्टि करें', exact: true }).click();
    await hindi.getByText('गलत PIN। बची कोशिशें: 4।').waitFor();
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'pin-wrong-hi');
    await hindi.getByRole('button', { name: 'रद्द करें', exact: true }).click();
    await hindi.waitFor({ state: 'detached' });
  });
});
