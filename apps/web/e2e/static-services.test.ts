import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, submitLogin, type Customer } from './accounts';
import { expectAccessible, launchBrowser, newPhonePage } from './browser';

/**
 * The static service screens (docs/product-1.md §1, §2 'Bus Tickets'; docs/product-2.md §2 'Other forms'): each is a
 * real form that validates, and a valid submit says the service is coming soon and nothing was
 * charged, instead of a button that does nothing.
 */

interface PaymentScreen {
  path: string;
  title: string;
  operator: string;
  submit: string;
}

const PAYMENT_SCREENS: PaymentScreen[] = [
  {
    path: '/event-tickets',
    title: 'Event Tickets',
    operator: 'BookMyShow',
    submit: 'Proceed to pay',
  },
  {
    path: '/flight-tickets',
    title: 'Flight Tickets',
    operator: 'IndiGo',
    submit: 'Proceed to pay',
  },
  { path: '/metro', title: 'Metro', operator: 'Delhi Metro', submit: 'Proceed to pay' },
  {
    path: '/movie-tickets',
    title: 'Movie Tickets',
    operator: 'PVR INOX',
    submit: 'Proceed to pay',
  },
  { path: '/scan-pay', title: 'Scan & Pay', operator: 'UPI QR code', submit: 'Proceed to pay' },
  {
    path: '/bus-tickets',
    title: 'Bus Tickets',
    operator: 'KSRTC (Karnataka)',
    submit: 'Proceed to pay',
  },
  {
    path: '/credit-card-pay',
    title: 'Credit Card Pay',
    operator: 'HDFC Bank',
    submit: 'Proceed to pay',
  },
];

describe('static service screens', () => {
  let browser: Browser;
  let customer: Customer;
  let context: BrowserContext;
  let page: Page;

  // One customer and one logged-in phone for the whole file: these screens only need a login.
  beforeAll(async () => {
    [browser, customer] = await Promise.all([launchBrowser(), createCustomer('Static Tester')]);
    ({ context, page } = await newPhonePage(browser));
    await page.goto('/login');
    await submitLogin(page, customer.mobile, customer.password);
    await page.getByRole('heading', { name: `Hello, ${customer.name}` }).waitFor();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** Opens a screen and waits for its title in the header and its Coming soon badge. */
  async function open(path: string, title: string): Promise<void> {
    await page.goto(path);
    await page.getByRole('heading', { name: title, level: 1, exact: true }).waitFor();
    await page.getByText('Coming soon', { exact: true }).waitFor();
  }

  const notice = () => page.getByRole('status').filter({ hasText: 'is coming soon.' });
  const field = (label: string) => page.getByLabel(label, { exact: true });

  async function expectShown(...texts: string[]): Promise<void> {
    for (const text of texts) await page.getByText(text, { exact: true }).waitFor();
  }

  async function expectInvalid(...labels: string[]): Promise<void> {
    for (const label of labels)
      expect(await field(label).getAttribute('aria-invalid')).toBe('true');
  }

  for (const screen of PAYMENT_SCREENS) {
    it(`${screen.path} (${screen.title}): validates, refuses bad keystrokes, then says it is coming soon`, async () => {
      await open(screen.path, screen.title);
      await expectAccessible(page);

      // An empty submit: a message under every field, and no notice.
      await page.getByRole('button', { name: screen.submit, exact: true }).click();
      await expectShown(
        'Select an operator',
        'Enter a valid 10-digit mobile number',
        'Enter an amount of at least ₹1',
      );
      await expectInvalid('Operator', 'Mobile number', 'Amount');
      expect(await notice().count()).toBe(0);
      await expectAccessible(page);

      // The mobile number refuses letters and a first digit outside 6–9 as they are typed.
      const mobile = field('Mobile number');
      await mobile.pressSequentially('ab5');
      expect(await mobile.inputValue()).toBe('');
      await mobile.pressSequentially('9876543210');
      expect(await mobile.inputValue()).toBe('9876543210');

      // The amount takes at most 7 characters, digits with up to 2 decimals, no letters.
      const amount = field('Amount');
      await amount.pressSequentially('12345678');
      expect(await amount.inputValue()).toBe('1234567');
      await amount.fill('');
      await amount.pressSequentially('0.5x');
      expect(await amount.inputValue()).toBe('0.5');
      await page.getByRole('button', { name: screen.submit, exact: true }).click();
      await expectShown('Enter an amount of at least ₹1');
      await amount.fill('');
      await amount.pressSequentially('149.999');
      expect(await amount.inputValue()).toBe('149.99');

      await field('Operator').selectOption({ label: screen.operator });
      await page.getByRole('button', { name: screen.submit, exact: true }).click();
      await notice().waitFor();
      expect(await notice().textContent()).toBe(
        `${screen.title} is coming soon. Nothing has been charged.`,
      );
      expect(await page.getByText('Select an operator', { exact: true }).count()).toBe(0);
      expect(await mobile.getAttribute('aria-invalid')).toBeNull();
      // Nothing happened: the customer stays on the screen with what they typed.
      expect(new URL(page.url()).pathname).toBe(screen.path);
      expect(await amount.inputValue()).toBe('149.99');
      await expectAccessible(page);
    });
  }

  it('a refused submit focuses the first wrong field once, then leaves the focus to the reader', async () => {
    await open('/metro', 'Metro');
    // A busy phone: zero-delay timers run 300 ms late. react-hook-form's own focus on error came
    // again on such a timer, after the reader had gone on to the amount, and took the focus from
    // under their typing ('149.999' became '149.', or '1490.59' in a box not yet emptied).
    await page.evaluate(() => {
      const later = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
        later(handler, delay || 300, ...args)) as typeof window.setTimeout;
    });
    const isFocused = (label: string) =>
      field(label).evaluate((element) => element === document.activeElement);

    await page.getByRole('button', { name: 'Proceed to pay', exact: true }).click();
    await expect.poll(() => isFocused('Operator')).toBe(true);
    const amount = field('Amount');
    await amount.pressSequentially('149.999');
    // A zero-delay timer set now runs after every one the submit set.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    expect(await isFocused('Amount')).toBe(true);
    expect(await amount.inputValue()).toBe('149.99');
  });

  it('reads right in dark mode, and in Hindi', async () => {
    try {
      await page.evaluate(() => localStorage.setItem('kosh.darkMode', '1'));
      await open('/bus-tickets', 'Bus Tickets');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        true,
      );
      await page.getByRole('button', { name: 'Proceed to pay', exact: true }).click();
      await expectShown('Select an operator');
      await expectAccessible(page);
      await field('Operator').selectOption({ label: 'MSRTC (Maharashtra)' });
      await field('Mobile number').pressSequentially('9876543210');
      await field('Amount').pressSequentially('350');
      await page.getByRole('button', { name: 'Proceed to pay', exact: true }).click();
      await notice().waitFor();
      await expectAccessible(page);

      await page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
      await page.goto('/bus-tickets');
      await page.getByRole('heading', { name: 'बस टिकट', level: 1 }).waitFor();
      await page.getByText('जल्द आ रहा है', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
      await expectShown('कृपया ऑपरेटर चुनें', 'मान्य 10 अंकों का मोबाइल नंबर दर्ज करें');
      await page.getByLabel('ऑपरेटर', { exact: true }).selectOption({ label: 'MSRTC (महाराष्ट्र)' });
      await page.getByLabel('मोबाइल नंबर', { exact: true }).pressSequentially('9876543210');
      await page.getByLabel('राशि', { exact: true }).pressSequentially('350');
      await page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }).click();
      const hindiNotice = page.getByRole('status').filter({ hasText: 'जल्द शुरू होगी' });
      await hindiNotice.waitFor();
      expect(await hindiNotice.textContent()).toBe(
        'बस टिकट: यह सेवा जल्द शुरू होगी। आपसे कोई पैसा नहीं लिया गया है।',
      );
      await expectAccessible(page);
    } finally {
      await page.evaluate(() => {
        localStorage.removeItem('kosh.darkMode');
        localStorage.removeItem('kosh.language');
      });
    }
  });
});
