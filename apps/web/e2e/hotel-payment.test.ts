import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rupeesToPaise } from '@kosh/contract/common/money';
import type { HotelBooking, HotelItineraryDetails } from '@kosh/contract/hotel-booking';
import {
  addHotelDays,
  earliestCheckIn,
  type HotelItinerary,
  type HotelOccupancy,
  type HotelRate,
  type HotelResult,
  type LocationSuggestion,
} from '@kosh/contract/hotels';
import { createCustomer, logInAt, pathOf, submitLogin, type Customer } from './accounts';
import { api, balancePaise, fundWallet } from './api';
import { addShortfallOnline, enterPaymentPin } from './pay-forms';
import {
  baseUrl,
  cspViolationsOf,
  expectAccessible,
  launchBrowser,
  newPhonePage,
  screenshot,
  PAGE_WAIT_MS,
} from './browser';
import { searchCity, STAY, type Search } from './hotel-details-setup';

/**
 * docs/product-2.md §2 Payment review page, §3 Itinerary details, §4 Payment method, §9: the review of a
 * stay whose room and traveller were chosen (through the API, as the room page would), and
 * paying it — a visitor logs in first and comes back with everything kept.
 */

/** The set-up's own device (an RFC 5737 address): its calls do not count against the browser's. */
const SETUP_DEVICE = '198.51.100.114';

interface Stay {
  checkIn: string;
  checkOut: string;
  occupancies: HotelOccupancy[];
}

/**
 * One night for one adult three weeks ahead: a stay a minimum-KYC wallet (₹10,000 at most) can
 * pay, on dates no other journey prices (the sandbox remembers which stays it quoted).
 */
const SHORT_STAY: Stay = {
  checkIn: addHotelDays(earliestCheckIn(), 21),
  checkOut: addHotelDays(earliestCheckIn(), 22),
  occupancies: [{ numOfAdults: 1, childAges: [] }],
};

interface Lead {
  firstName: string;
  lastName: string;
  mobile: string;
}

interface Ready {
  code: string;
  traceId: string;
  itinerary: HotelItinerary;
  rate: HotelRate;
  details: HotelItineraryDetails;
}

/**
 * The run's first search. The sandbox builds its inventory when first asked, and on a loaded
 * machine that can outlast the API's short supplier timeout of the test stack (a 503): ask again.
 */
async function firstSearch(name: string): Promise<Search> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await searchCity(name);
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

/** A search of a city's hotels for a stay, through the API. */
async function searchStay(name: string, stay: Stay): Promise<Search> {
  if (stay === STAY) return searchCity(name);
  const suggested = await api(`hotel/locationSuggestion?searchString=${encodeURIComponent(name)}`, {
    forwardedFor: SETUP_DEVICE,
  });
  const city = (suggested.json.data as LocationSuggestion[]).find((s) => s.type === 'city');
  if (!city) throw new Error(`no city suggested for ${name}`);
  const found = await api('hotel/searchHotel', {
    body: { ...stay, locationId: city.id },
    forwardedFor: SETUP_DEVICE,
  });
  expect(found.status, JSON.stringify(found.json)).toBe(200);
  return {
    traceId: found.json.traceId as string,
    locationId: city.id,
    hotels: found.json.data as HotelResult[],
  };
}

/** A hotel's itinerary for the stay of a search. */
async function itineraryFor(search: Search, stay: Stay, hotelId: string) {
  const { status, json } = await api('hotel/createItineraryV2', {
    body: { ...stay, traceId: search.traceId, hotelId, nationality: 'IN' },
    forwardedFor: SETUP_DEVICE,
  });
  return status === 200 ? (json.data as HotelItinerary) : null;
}

/** A rate the journeys can book: refundable, no PAN or passport asked. */
const bookable = (rate: HotelRate) =>
  rate.refundable &&
  !rate.IsPANMandatory &&
  !rate.IsPassportMandatory &&
  rate.cancellationPolicies.length > 0;

/**
 * The room page's part, through the API: the rate chosen and its lead guest given. With a token,
 * the customer's own itinerary; without, a visitor's (open to whoever holds its code).
 */
async function choose(
  search: Search,
  itinerary: HotelItinerary,
  pick: (rate: HotelRate) => boolean,
  lead: Lead,
  token?: string,
): Promise<Ready | null> {
  for (const recommendation of itinerary.recommendations) {
    const rate = recommendation.rates.find((r) => bookable(r) && pick(r));
    const room = rate?.rooms[0];
    if (!rate || !room) continue;
    const code = itinerary.itinerary.code;
    const selected = await api(`hotel/selectRoomRates/${code}`, {
      token,
      forwardedFor: SETUP_DEVICE,
      body: {
        traceId: search.traceId,
        recommendationId: recommendation.recommendationId,
        roomsAndRateAllocations: [{ rateId: rate.rateId, roomId: room.roomId }],
        items: [{ code, type: 'HOTEL' }],
      },
    });
    expect(selected.status, JSON.stringify(selected.json)).toBe(200);
    const allocated = await api(`hotel/allocateRooms/${code}`, {
      token,
      forwardedFor: SETUP_DEVICE,
      body: {
        traceId: search.traceId,
        roomsAllocations: [
          {
            rateId: rate.rateId,
            roomId: room.roomId,
            guests: [
              {
                title: 'Ms',
                firstName: lead.firstName,
                lastName: lead.lastName,
                contactNumber: lead.mobile,
                email: `c${lead.mobile}@example.com`,
                isLeadGuest: true,
                // The contract wants the document fields present (null: not asked).
                panCardNumber: null,
                passportNumber: null,
                passportExpiry: null,
              },
            ],
          },
        ],
        specialRequests: 'A quiet room, please',
      },
    });
    expect(allocated.status, JSON.stringify(allocated.json)).toBe(200);
    const details = await detailsOf(code, search.traceId, token);
    return { code, traceId: search.traceId, itinerary, rate, details };
  }
  return null;
}

/** getItineraryDetails through the API. */
async function detailsOf(code: string, traceId: string, token?: string) {
  const read = await api(
    `hotel/getItineraryDetails/${code}?traceId=${encodeURIComponent(traceId)}`,
    { token, forwardedFor: SETUP_DEVICE },
  );
  expect(read.status, JSON.stringify(read.json)).toBe(200);
  return (read.json.data as { results: HotelItineraryDetails[] }).results[0]!;
}

/** The first ordinary hotel of the search with a rate `pick` takes, chosen for `lead`. */
async function readyItinerary(
  search: Search,
  lead: Lead,
  token?: string,
  options: { stay?: Stay; below?: number } = {},
): Promise<Ready> {
  const { stay = STAY, below = Infinity } = options;
  const pick = (rate: HotelRate) => rate.finalRate < below;
  for (const hotel of search.hotels) {
    if (/(00|13|77)$/.test(hotel.id) || hotel.finalRate >= below) continue;
    const itinerary = await itineraryFor(search, stay, hotel.id);
    const ready = itinerary && (await choose(search, itinerary, pick, lead, token));
    if (ready) return ready;
  }
  throw new Error('no hotel of the search has a rate the journey can book');
}

/**
 * A hotel whose price rises once asked again (the sandbox's id ending 77), its itinerary made by
 * the first ask — so the book call's ask finds it 10% dearer.
 */
async function risingItinerary(
  search: Search,
  stay: Stay,
  lead: Lead,
  token: string,
  pick: (rate: HotelRate) => boolean,
) {
  for (let n = 0; n < 60; n += 1) {
    const hotelId = String(100_000 + n * 100 + 77);
    const itinerary = await itineraryFor(search, stay, hotelId);
    const ready = itinerary && (await choose(search, itinerary, pick, lead, token));
    if (ready) return ready;
  }
  throw new Error('no hotel ending 77 answers');
}

/** A booking as its owner reads it through the API. */
async function bookingOf(token: string, bookingId: string): Promise<HotelBooking> {
  const { status, json } = await api(`hotel/bookings/${bookingId}`, { token });
  expect(status, JSON.stringify(json)).toBe(200);
  return json.data as HotelBooking;
}

const paymentPath = (ready: Ready) =>
  `/hotelpayment/${ready.code}?traceId=${encodeURIComponent(ready.traceId)}`;

/** ₹12,345.00, as the page writes rupees. */
const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(rupees);

describe('hotel payment page', () => {
  let browser: Browser;
  let search: Search;
  let customer: Customer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [browser, search, customer] = await Promise.all([
      launchBrowser(),
      firstSearch('Mumbai'),
      createCustomer('Asha Verma'),
    ]);
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  const region = (name: string) => page.getByRole('region', { name, exact: true });
  /** A wallet payment's confirm step (its PIN). */
  const pinDialog = () => page.getByRole('dialog', { name: 'Confirm payment' });

  it('reviews the stay: the hotel, its tabs, the itinerary panel, the travellers, the rooms and the fare', async () => {
    const ready = await readyItinerary(search, {
      firstName: 'Asha',
      lastName: 'Verma',
      mobile: customer.mobile,
    });
    const { details } = ready;
    const hotel = details.staticContent[0]!;
    await page.goto(paymentPath(ready));
    await page.getByRole('heading', { name: 'Payment', level: 1 }).waitFor();

    // The hotel header: name, refund badge, dates, nights and guests, facility tags.
    const header = region('Your hotel');
    await header.getByRole('heading', { name: hotel.name, level: 2 }).waitFor();
    await header.getByText('100% Refund').waitFor();
    expect(await header.getByTestId('stay-counts').textContent()).toBe(
      `${details.nights} Nights · ${details.guests} Guests`,
    );
    for (const facility of hotel.facilities) {
      await header.getByRole('list', { name: 'Hotel facilities' }).getByText(facility).waitFor();
    }
    // The tabs: Essential Info (check-in rules, policies), Inclusions (meals, cancellation).
    const tabs = header.getByRole('tablist', { name: 'About your stay' });
    await header.getByText('Guests must be at least 18 to check in.').waitFor();
    await tabs.getByRole('tab', { name: 'Inclusions' }).click();
    await header.getByRole('heading', { name: 'Cancellation', level: 3 }).waitFor();
    await header.getByText(/^Free cancellation until /).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'hotel-payment-top');

    // Traveller Details: the lead guest the room page gave.
    await region('Traveller Details').getByText('Ms Asha Verma').waitFor();
    await region('Traveller Details').getByText('Lead guest · Adult').waitFor();

    // The itinerary's static content: minimum age, checkout time, rooms, their facts.
    const itinerary = region('Itinerary details');
    await itinerary.getByText('18 years').waitFor();
    await itinerary.getByText(hotel.checkoutInfo.time, { exact: true }).waitFor();
    const [room] = hotel.rooms;
    await itinerary.getByRole('heading', { name: `Room 1: ${room!.name}`, level: 3 }).waitFor();

    // The Fare Summary: the server's figures, total payable the amount.
    const fare = region('Fare Summary').getByTestId('fare-summary');
    const fareText = await fare.textContent();
    expect(fareText).toContain(`Room Rates${inr(details.amount.roomRate)}`);
    expect(fareText).toContain(`Taxes & Charges${inr(details.amount.taxes)}`);
    expect(fareText).toContain(`Total Payable${inr(details.amount.total)}`);

    // Make Payment: the eight methods, UPI chosen, the total.
    const methods = page.getByRole('group', { name: 'Payment method' });
    const names = await methods
      .getByRole('radio')
      .evaluateAll((inputs) => inputs.map((input) => input.parentElement?.textContent ?? ''));
    expect(names).toEqual([
      'UPI',
      'Credit Card',
      'AMEX',
      'Debit Card',
      'Net Banking',
      'EMI',
      'Wallet',
      'Google Pay',
    ]);
    expect(await methods.getByRole('radio', { name: 'UPI' }).isChecked()).toBe(true);
    expect(await page.getByTestId('payment-total').textContent()).toBe(inr(details.amount.total));
    await page.getByText('You will log in before paying. Your booking details are kept.').waitFor();

    // REVIEW YOUR ITINERARY: the side panel with the guest, the contact and the fare.
    await page.getByRole('button', { name: 'REVIEW YOUR ITINERARY' }).click();
    const sheet = page.getByRole('dialog', { name: 'Review your itinerary' });
    await sheet.getByText('Ms Asha Verma').waitFor();
    await sheet.getByText(`+91 ${customer.mobile}`).waitFor();
    await sheet.getByText(`c${customer.mobile}@example.com`).waitFor();
    await sheet.getByText('A quiet room, please').waitFor();
    expect(await sheet.getByTestId('review-fare').textContent()).toBe(fareText);
    await expectAccessible(page);
    await screenshot(page, 'hotel-payment-review');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    await screenshot(
      page,
      'hotel-payment-methods',
      page.getByRole('button', { name: 'MAKE PAYMENT' }),
    );
  });

  it('on a desktop, in dark mode and in Hindi: the fare beside the review, readable', async () => {
    const ready = await readyItinerary(search, {
      firstName: 'Asha',
      lastName: 'Verma',
      mobile: customer.mobile,
    });
    const wide = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      baseURL: baseUrl(),
    });
    try {
      await wide.addInitScript(() => localStorage.setItem('kosh.darkMode', '1'));
      const desk = await wide.newPage();
      desk.setDefaultTimeout(PAGE_WAIT_MS);
      await desk.goto(paymentPath(ready));
      const header = desk.getByRole('region', { name: 'Your hotel', exact: true });
      await header.getByRole('heading', { level: 2 }).waitFor();
      expect(await desk.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        true,
      );
      const fare = await desk.getByRole('region', { name: 'Fare Summary' }).boundingBox();
      const review = await header.boundingBox();
      expect(fare && review && fare.x > review.x + review.width).toBe(true);
      await expectAccessible(desk);
      await screenshot(desk, 'hotel-payment-desktop-dark');

      await desk.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
      await desk.reload();
      await desk.getByRole('heading', { name: 'भुगतान', level: 1 }).waitFor();
      await desk.getByRole('region', { name: 'किराये का सारांश' }).waitFor();
      await desk.getByRole('button', { name: 'भुगतान करें' }).waitFor();
      await expectAccessible(desk);
      await screenshot(desk, 'hotel-payment-desktop-hindi');
    } finally {
      await wide.close();
    }
  });

  it('says the session is over for an unknown trace, and offers Retry when the read fails', async () => {
    const ready = await readyItinerary(
      search,
      { firstName: 'Ravi', lastName: 'Kumar', mobile: customer.mobile },
      customer.token,
    );
    // Logged in, so the search page the modal goes back to opens (it is guarded).
    await logInAt(page, '/login', customer, '/');
    await page.goto(`/hotelpayment/${ready.code}`);
    const expired = page.getByRole('dialog', { name: 'Session Expired' });
    await expired
      .getByText('Your session has expired. Please start your hotel search again.')
      .waitFor();
    await expired.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => pathOf(page)).toBe('/hotel-booking');

    // The server cannot be reached: the page stops loading and says so, with Retry.
    await page.route('**/api/hotel/getItineraryDetails/**', (route) => route.abort());
    await page.goto(paymentPath(ready));
    await page.getByRole('alert').getByText('Your itinerary could not be loaded.').waitFor();
    await page.unroute('**/api/hotel/getItineraryDetails/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await region('Your hotel').waitFor();
  });

  it('sends a visitor to log in at MAKE PAYMENT and back, with the itinerary and the method kept', async () => {
    const ready = await readyItinerary(search, {
      firstName: 'Meera',
      lastName: 'Nair',
      mobile: customer.mobile,
    });
    await page.goto(paymentPath(ready));
    await region('Traveller Details').getByText('Ms Meera Nair').waitFor();
    await page.getByRole('group', { name: 'Payment method' }).getByText('Wallet').click();
    await page.getByText('Log in to pay from your Kosh wallet.').waitFor();
    await page.getByRole('button', { name: 'MAKE PAYMENT' }).click();

    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Log in to pay. Your booking details are kept.' })
      .waitFor();
    await submitLogin(page, customer.mobile, customer.password);
    await expect
      .poll(() => `${pathOf(page)}${new URL(page.url()).search}`, { timeout: PAGE_WAIT_MS })
      .toBe(paymentPath(ready));

    // Back on the page as the customer: the traveller, the fare and the method are as they were,
    // and the wallet's balance shows.
    await region('Traveller Details').getByText('Ms Meera Nair').waitFor();
    expect(
      await page
        .getByRole('group', { name: 'Payment method' })
        .getByRole('radio', { name: 'Wallet' })
        .isChecked(),
    ).toBe(true);
    await expect
      .poll(() => page.getByTestId('wallet-balance').textContent())
      .toBe('Wallet balance: ₹0.00');
    await page
      .getByText(`Your wallet is ${inr(ready.details.amount.total)} short of this stay.`, {
        exact: false,
      })
      .waitFor();
    await expectAccessible(page);

    // The itinerary is now the customer's: another device's token cannot read it.
    const someoneElse = await createCustomer('Kiran Rao');
    const read = await api(
      `hotel/getItineraryDetails/${ready.code}?traceId=${encodeURIComponent(ready.traceId)}`,
      { token: someoneElse.token, forwardedFor: SETUP_DEVICE },
    );
    expect(read.status).toBe(404);
  });

  it('a customer already logged in lands straight on the page', async () => {
    const ready = await readyItinerary(
      search,
      { firstName: 'Asha', lastName: 'Verma', mobile: customer.mobile },
      customer.token,
    );
    await logInAt(page, '/login', customer, '/');
    await page.goto(paymentPath(ready));
    await region('Traveller Details').getByText('Ms Asha Verma').waitFor();
    await page.getByText(/on the payment gateway’s secure page\.$/).waitFor();
  });
  it('pays from the wallet: short at first (Add Money), then paid once and on to the booking', async () => {
    const payer = await createCustomer('Nisha Rao');
    const lead = { firstName: 'Nisha', lastName: 'Rao', mobile: payer.mobile };
    const cheap = await searchStay('Mumbai', SHORT_STAY);
    const ready = await readyItinerary(cheap, lead, payer.token, {
      stay: SHORT_STAY,
      below: 9_000,
    });
    const total = ready.details.amount.total;
    await logInAt(page, '/login', payer, '/');
    await page.goto(paymentPath(ready));
    const methods = page.getByRole('group', { name: 'Payment method' });
    await methods.getByText('Wallet').click();
    await expect
      .poll(() => page.getByTestId('wallet-balance').textContent())
      .toBe('Wallet balance: ₹0.00');
    await page
      .getByText(`Your wallet is ${inr(total)} short of this stay.`, { exact: false })
      .waitFor();

    // Paying anyway: the server refuses, nothing is stored, and Add Money is offered.
    await page.getByRole('button', { name: 'MAKE PAYMENT' }).click();
    await enterPaymentPin(pinDialog());
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'Insufficient wallet balance. Please add money to your wallet.' });
    await refusal.waitFor();
    // Add Money asks for what the wallet lacks, and knows the way back to this booking.
    const addMoney = refusal.getByRole('link', { name: 'Add Money' });
    const target = new URL((await addMoney.getAttribute('href')) ?? '', 'https://kosh.test');
    expect(target.pathname).toBe('/pay-wallet');
    expect(target.searchParams.get('amount')).toBe(total.toFixed(2));
    expect(target.searchParams.get('back')).toBe(paymentPath(ready));
    expect((await detailsOf(ready.code, ready.traceId, payer.token)).booking).toBeNull();
    await expectAccessible(page);

    // The shortfall is filled in; once it is added, "Back to your booking" returns here with
    // the method kept, and it pays.
    await addMoney.click();
    await addShortfallOnline(page, total.toFixed(2), `n${payer.mobile}@example.com`);
    const back = page.getByRole('link', { name: 'Back to your booking' });
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Wallet updated successfully!' })
      .waitFor();
    await page.getByText('Money added. Your booking is waiting', { exact: false }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'add-money-back-to-booking');
    await back.first().click();
    await expect
      .poll(() => `${pathOf(page)}${new URL(page.url()).search}`)
      .toBe(paymentPath(ready));
    expect(await methods.getByRole('radio', { name: 'Wallet' }).isChecked()).toBe(true);
    await expect
      .poll(() => page.getByTestId('wallet-balance').textContent())
      .toBe(`Wallet balance: ${inr(total)}`);
    const answer = page.waitForResponse((r) => r.url().includes(`/api/hotel/book/${ready.code}`));
    await page.getByRole('button', { name: 'MAKE PAYMENT' }).click();
    await enterPaymentPin(pinDialog());
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.request().postDataJSON()).toEqual({
      traceId: ready.traceId,
      paymentMethod: 'WALLET',
      expectedTotal: total,
    });
    const { booking } = ((await response.json()) as { data: { booking: HotelBooking } }).data;
    await expect.poll(() => pathOf(page)).toBe(`/my-bookings/${booking.bookingId}`);

    // One toast says how it went; the wallet paid the fare once. (The top-up's own toast may still
    // be on screen when the booking is quick: it is about the top-up, not the booking.)
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasNotText: 'Wallet updated successfully!' });
    await toast.filter({ hasText: 'Your booking is confirmed.' }).waitFor();
    expect(await toast.count()).toBe(1);
    expect((await bookingOf(payer.token, booking.bookingId)).status).toBe('confirmed');
    expect(await balancePaise(payer.token)).toBe(0n);

    // Back on the payment page, the stay is booked: the booking is offered, not a second payment.
    await page.goto(paymentPath(ready));
    await page.getByText('This stay is already booked.').waitFor();
    expect(await page.getByRole('link', { name: 'View booking' }).getAttribute('href')).toBe(
      `/my-bookings/${booking.bookingId}`,
    );
    expect(await page.getByRole('button', { name: 'MAKE PAYMENT' }).count()).toBe(0);
  });

  it('pays by card through the gateway checkout and lands on the confirmed booking', async () => {
    const ready = await readyItinerary(
      search,
      { firstName: 'Asha', lastName: 'Verma', mobile: customer.mobile },
      customer.token,
    );
    await logInAt(page, '/login', customer, '/');
    await page.goto(paymentPath(ready));
    await page.getByRole('group', { name: 'Payment method' }).getByText('Credit Card').click();
    await page
      .getByText(
        `You will pay ${inr(ready.details.amount.total)} on the payment gateway’s secure page.`,
      )
      .waitFor();
    const answer = page.waitForResponse((r) => r.url().includes(`/api/hotel/book/${ready.code}`));
    await page.getByRole('button', { name: 'MAKE PAYMENT' }).click();
    const response = await answer;
    const json = (await response.json()) as {
      data: { booking: HotelBooking; checkout: { amount: number } | null };
    };
    expect(response.status(), JSON.stringify(json)).toBe(200);
    const { booking, checkout } = json.data;
    expect(booking.status).toBe('awaiting_payment');
    expect(booking.paymentMethod).toBe('CREDIT_CARD');
    expect(checkout?.amount).toBe(Number(rupeesToPaise(ready.details.amount.total)));

    // The sandbox's checkout, in Razorpay Checkout's frame over the page. Closed unpaid: the
    // page says nothing was charged, and MAKE PAYMENT opens the same booking's checkout again.
    const frame = page.frameLocator('iframe[title="Kosh test checkout (sandbox)"]');
    await frame.getByText('Kosh test checkout (sandbox)').first().waitFor();
    await frame.getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Payment not completed. Nothing was charged.' })
      .waitFor();
    expect((await bookingOf(customer.token, booking.bookingId)).status).toBe('awaiting_payment');
    await expectAccessible(page);
    const again = page.waitForResponse((r) => r.url().includes(`/api/hotel/book/${ready.code}`));
    await page.getByRole('button', { name: 'MAKE PAYMENT' }).click();
    const second = (await (await again).json()) as { data: { booking: HotelBooking } };
    expect(second.data.booking.bookingId).toBe(booking.bookingId);
    const verified = page.waitForResponse((r) =>
      r.url().endsWith(`/api/hotel/bookings/${booking.bookingId}/verifyPayment`),
    );
    await frame.getByRole('button', { name: /^Pay ₹/ }).click();
    const answered = (await (await verified).json()) as { data: HotelBooking };
    await expect
      .poll(() => pathOf(page), { timeout: PAGE_WAIT_MS })
      .toBe(`/my-bookings/${booking.bookingId}`);
    // One toast says how it went. The verify call may lose the race to the gateway's webhook,
    // which then books the stay: it answers the booking as it stands, paid and being booked.
    const said =
      answered.data.status === 'confirmed'
        ? 'Your booking is confirmed.'
        : 'Payment received. We are confirming your stay with the hotel.';
    expect(['confirmed', 'processing']).toContain(answered.data.status);
    const toast = page.locator('[data-sonner-toast]');
    await toast.filter({ hasText: said }).waitFor();
    expect(await toast.count()).toBe(1);
    await expect
      .poll(async () => (await bookingOf(customer.token, booking.bookingId)).status)
      .toBe('confirmed');
    expect(cspViolationsOf(page)).toEqual([]);
  });

  it('says when the price rose, and pays the new fare only when asked', async () => {
    const payer = await createCustomer('Farah Khan');
    const stay: Stay = {
      checkIn: addHotelDays(earliestCheckIn(), 24),
      checkOut: addHotelDays(earliestCheckIn(), 25),
      occupancies: [{ numOfAdults: 1, childAges: [] }],
    };
    const rising = await searchStay('Mumbai', stay);
    // 10% dearer must still fit a minimum-KYC wallet.
    const ready = await risingItinerary(
      rising,
      stay,
      { firstName: 'Farah', lastName: 'Khan', mobile: payer.mobile },
      payer.token,
      (rate) => rate.finalRate < 9_000,
    );
    await fundWallet(payer.token, 10_000);
    const before = ready.details.amount.total;
    await logInAt(page, '/login', payer, '/');
    await page.goto(paymentPath(ready));
    await page.getByRole('group', { name: 'Payment method' }).getByText('Wallet').click();
    expect(await page.getByTestId('payment-total').textContent()).toBe(inr(before));
    await page.getByRole('button', { name: 'MAKE PAYMENT' }).click();
    await enterPaymentPin(pinDialog());

    const dialog = page.getByRole('dialog', { name: 'The price has changed' });
    await dialog.waitFor();
    const after = (await detailsOf(ready.code, ready.traceId, payer.token)).amount.total;
    expect(after).toBeGreaterThan(before);
    await dialog
      .getByText(`The price of this stay has changed from ${inr(before)} to ${inr(after)}.`)
      .waitFor();
    expect(await dialog.getByTestId('new-fare').textContent()).toContain(
      `Total Payable${inr(after)}`,
    );
    // Nothing was charged, nothing booked; the page shows the new fare.
    expect((await detailsOf(ready.code, ready.traceId, payer.token)).booking).toBeNull();
    expect(await balancePaise(payer.token)).toBe(1_000_000n);
    expect(await page.getByTestId('payment-total').textContent()).toBe(inr(after));
    await expectAccessible(page);
    await screenshot(page, 'hotel-payment-price-changed');

    // Cancel keeps the page; paying then sends the new figure.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    const answer = page.waitForResponse((r) => r.url().includes(`/api/hotel/book/${ready.code}`));
    await page.getByRole('button', { name: 'MAKE PAYMENT' }).click();
    await enterPaymentPin(pinDialog());
    const response = await answer;
    expect(response.request().postDataJSON()).toMatchObject({
      paymentMethod: 'WALLET',
      expectedTotal: after,
    });
    const { booking } = ((await response.json()) as { data: { booking: HotelBooking } }).data;
    await expect.poll(() => pathOf(page)).toBe(`/my-bookings/${booking.bookingId}`);
    expect(await balancePaise(payer.token)).toBe(1_000_000n - rupeesToPaise(after));
  });
});
