import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createCustomer, type Customer } from './accounts';
import { fundWallet } from './api';
import { launchBrowser, newPhonePage } from './browser';

/** What a journey file's tests use: its browser and customer, and this test's phone and page. */
export interface Journey {
  browser: Browser;
  customer: Customer;
  context: BrowserContext;
  page: Page;
}

/**
 * The set-up most journeys share, declared in their `describe`: one browser and one customer with
 * `rupees` in the wallet for the file, a fresh phone (context and page) for each test.
 */
export function fundedJourney(name: string, rupees: number): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    [journey.browser, journey.customer] = await Promise.all([
      launchBrowser(),
      createCustomer(name),
    ]);
    await fundWallet(journey.customer.token, rupees);
  });
  afterAll(() => journey.browser.close());
  beforeEach(async () => {
    ({ context: journey.context, page: journey.page } = await newPhonePage(journey.browser));
  });
  afterEach(() => journey.context.close());
  return journey;
}
