import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { HotelBooking } from '@kosh/contract/hotel-booking';
import {
  addHotelDays,
  earliestCheckIn,
  type HotelItinerary,
  type HotelResult,
  type LocationSuggestion,
} from '@kosh/contract/hotels';
import { createCustomer, logInAt, openBackOffice, pathOf, type Customer } from './accounts';
import { api, balancePaise, fundWallet } from './api';
import {
  baseUrl,
  expectAccessible,
  launchBrowser,
  newPhonePage,
  sandboxUrl,
  screenshot,
  PAGE_WAIT_MS,
} from './browser';

/**
 * My Bookings (docs/hotels.md call 7–9, Web): wallet bookings made through the API as the payment
 * page makes them, then seen by their customer — the list, a booking's page, its voucher, its
 * cancellation with the refund in Balance History, a refusal and a booking the hotel confirms
 * later — and by the back office.
 */

/** The set-up's own device (RFC 5737): its calls do not count against the browser's. */
const SETUP_DEVICE = '198.51.100.114';

/** Two weeks ahead, one night, two adults: a refundable rate's free window is open. */
const STAY = {
  checkIn: addHotelDays(earliestCheckIn(), 14),
  checkOut: addHotelDays(earliestCheckIn(), 15),
  occupancies: [{ numOfAdults: 2, childAges: [] }],
};

const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(n);

/** A hotel of a search, cheapest first, that the sandbox books plainly with free cancellation. */
async function cheapRefundableHotel(token: string): Promise<{ traceId: string; hotelId: string }> {
  const suggested = await api('hotel/locationSuggestion?searchString=Mumbai', {
    forwardedFor: SETUP_DEVICE,
  });
  const city = (suggested.json.data as LocationSuggestion[]).find((s) => s.type === 'city');
  if (!city) throw new Error('no city suggested for Mumbai');
  const found = await api('hotel/searchHotel', {
    body: { ...STAY, locationId: city.id, sortBy: { finalRate: 'asc' } },
    token,
    forwardedFor: SETUP_DEVICE,
  });
  expect(found.status, JSON.stringify(found.json)).toBe(200);
  // 13 fails, 00 has no map, 77 changes its price on the second look.
  const hotel = (found.json.data as HotelResult[]).find(
    (h) => !/(13|00|77)$/.test(h.id) && h.freeCancellation && h.finalRate <= 8_000,
  );
  if (!hotel) throw new Error('no plain refundable hotel under ₹8,000 a night in Mumbai');
  return { traceId: found.json.traceId as string, hotelId: hotel.id };
}

/** A call that moves money: with an Idempotency-Key of its own. */
async function idempotent(path: string, body: unknown, token: string) {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/**
 * A stay booked from the wallet as the payment page books it: the hotel's itinerary, its
 * cheapest refundable rate, the lead guest (whose first name is the sandbox's magic), then book.
 */
async function bookStay(
  customer: Customer,
  hotel: { traceId: string; hotelId: string },
  firstName: string,
): Promise<HotelBooking> {
  const created = await api('hotel/createItineraryV2', {
    body: { ...STAY, traceId: hotel.traceId, hotelId: hotel.hotelId, nationality: 'IN' },
    token: customer.token,
    forwardedFor: SETUP_DEVICE,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  const itinerary = created.json.data as HotelItinerary;
  const code = itinerary.itinerary.code;
  const options = itinerary.recommendations.flatMap((r) =>
    r.rates.filter((rate) => rate.refundable).map((rate) => ({ id: r.recommendationId, rate })),
  );
  const cheapest = options.sort((a, b) => a.rate.finalRate - b.rate.finalRate)[0];
  if (!cheapest) throw new Error(`hotel ${hotel.hotelId} has no refundable rate`);
  const { rate } = cheapest;
  const roomId = rate.rooms[0]?.roomId ?? '';
  const selected = await api(`hotel/selectRoomRates/${code}`, {
    body: {
      traceId: hotel.traceId,
      recommendationId: cheapest.id,
      roomsAndRateAllocations: [{ rateId: rate.rateId, roomId, occupancy: { adults: 2 } }],
      items: [{ code, type: 'HOTEL' }],
    },
    token: customer.token,
  });
  expect(selected.status, JSON.stringify(selected.json)).toBe(200);
  const allocated = await api(`hotel/allocateRooms/${code}`, {
    body: {
      traceId: hotel.traceId,
      roomsAllocations: [
        {
          rateId: rate.rateId,
          roomId,
          guests: [
            {
              title: 'Ms',
              firstName,
              lastName: 'Iyer',
              contactNumber: customer.mobile,
              email: `c${customer.mobile}@example.com`,
              isLeadGuest: true,
              panCardNumber: rate.IsPANMandatory ? 'ABCPE1234F' : null,
              passportNumber: rate.IsPassportMandatory ? 'K1234567' : null,
              passportExpiry: rate.IsPassportMandatory ? '2040-01-01' : null,
            },
          ],
        },
      ],
      specialRequests: null,
    },
    token: customer.token,
  });
  expect(allocated.status, JSON.stringify(allocated.json)).toBe(200);
  const fare = (allocated.json.data as { fare: { total: number } }).fare;
  const booked = await idempotent(
    `hotel/book/${code}`,
    { traceId: hotel.traceId, paymentMethod: 'WALLET', expectedTotal: fare.total },
    customer.token,
  );
  expect(booked.status, JSON.stringify(booked.json)).toBe(200);
  return (booked.json.data as { booking: HotelBooking }).booking;
}

describe('my bookings', () => {
  const admin = inject('admin');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let customer: Customer;
  let hotel: { traceId: string; hotelId: string };
  let confirmed: HotelBooking;
  let refused: HotelBooking;
  const FUNDED = 10_000;

  beforeAll(async () => {
    [browser, customer] = await Promise.all([launchBrowser(), createCustomer('Kavya Iyer')]);
    await fundWallet(customer.token, FUNDED);
    hotel = await cheapRefundableHotel(customer.token);
    confirmed = await bookStay(customer, hotel, 'Kavya');
    expect(confirmed.status).toBe('confirmed');
    refused = await bookStay(customer, hotel, 'Fail');
    expect(refused.status).toBe('failed');
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  const tab = (name: string) => page.getByRole('tab', { name });
  const cardLink = (booking: HotelBooking) =>
    page.getByRole('link', { name: `Booking ${booking.reference} at ${booking.hotel.name}` });

  it('lists upcoming and past stays, and opens a booking with its references and voucher', async () => {
    await logInAt(page, '/my-bookings', customer);
    await page.getByRole('heading', { name: 'My Bookings', level: 1 }).waitFor();
    expect(await tab('Upcoming').getAttribute('aria-selected')).toBe('true');
    await cardLink(confirmed).waitFor();
    const card = page.getByRole('article').filter({ has: cardLink(confirmed) });
    const text = await card.textContent();
    expect(text).toContain('Confirmed');
    expect(text).toContain(rupees(confirmed.fare.total));
    expect(text).toContain(confirmed.reference);
    expect(text).toContain('1 night');
    expect(text).toContain('2 guests');
    // The refused booking is not upcoming.
    expect(await cardLink(refused).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'my-bookings-1-upcoming');

    await tab('Past').click();
    await expect.poll(() => new URL(page.url()).search).toBe('?scope=past');
    await cardLink(refused).waitFor();
    expect(
      await page
        .getByRole('article')
        .filter({ has: cardLink(refused) })
        .textContent(),
    ).toContain('Failed — refunded');
    await expectAccessible(page);

    await tab('Upcoming').click();
    await cardLink(confirmed).click();
    await expect.poll(() => pathOf(page)).toBe(`/my-bookings/${confirmed.bookingId}`);
    await page.getByRole('heading', { name: 'Booking confirmed', level: 2 }).waitFor();
    const references = page.getByRole('region', { name: 'References' });
    await references.getByText(confirmed.reference, { exact: true }).waitFor();
    await references.getByText(/^HB/).waitFor();
    await references.getByText(/^KSB-/).waitFor();
    await page.getByRole('region', { name: 'Fare' }).getByText('Kosh wallet').waitFor();
    await page
      .getByRole('region', { name: 'Cancellation rules' })
      .getByText(/free cancellation, the whole ₹[\d,]+\.\d{2} comes back/)
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'my-bookings-2-confirmed');

    // The voucher comes with the customer's token: saved under Kosh's name, it is the PDF.
    const save = page.getByRole('link', { name: 'Download voucher' });
    const downloaded = page.waitForEvent('download');
    await save.click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(`kosh-hotel-${confirmed.reference}.pdf`);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // View opens the same file in a new tab.
    const view = page.getByRole('link', { name: 'View voucher (opens in a new tab)' });
    expect(await view.getAttribute('href')).toMatch(/^blob:/);
    expect(await view.getAttribute('target')).toBe('_blank');
    const opened = context.waitForEvent('page');
    await view.click();
    const tabOpened = await opened;
    // The tab this page opened. A browser with a PDF viewer shows the blob there; a headless one
    // without a viewer (the tests' headless shell) hands the PDF to downloads, leaving the tab empty.
    expect(await tabOpened.opener()).toBe(page);
    expect(tabOpened.url()).toMatch(/^(blob:|about:blank|$)/);
    await tabOpened.close();
  });

  it('cancels with the refund it quotes, says so once the quote moved, and the wallet gets it back', async () => {
    const before = await balancePaise(customer.token);
    // The first quote is an old one (₹1 less): the server refuses it and the dialog shows the new.
    let stale = true;
    await page.route(`**/api/hotel/bookings/${confirmed.bookingId}/cancellation`, async (route) => {
      if (!stale) return route.continue();
      stale = false;
      const response = await route.fetch();
      const json = (await response.json()) as { data: { refund: number } };
      json.data.refund -= 1;
      await route.fulfill({ response, json });
    });
    await logInAt(page, `/my-bookings/${confirmed.bookingId}`, customer);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    const total = confirmed.fare.total;
    await dialog.getByText(`You will get ${rupees(total - 1)} back to your Kosh wallet.`).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'my-bookings-3-cancel-quote');
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await dialog
      .getByRole('alert')
      .getByText(`Cancelling now refunds ${rupees(total)}. Check it and confirm again.`)
      .waitFor();
    await dialog.getByText(`You will get ${rupees(total)} back to your Kosh wallet.`).waitFor();
    await dialog.getByText('The hotel keeps nothing.').waitFor();
    // Nothing moved on the refused figure.
    expect(await balancePaise(customer.token)).toBe(before);

    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await page.getByText(`Your booking is cancelled. ${rupees(total)} will be refunded.`).waitFor();
    const cancelled = page.getByRole('heading', {
      name: `Booking cancelled — ${rupees(total)} refunded to your Kosh wallet`,
      level: 2,
    });
    await cancelled.waitFor();
    await expect.poll(() => cancelled.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    expect(await balancePaise(customer.token)).toBe(before + BigInt(Math.round(total * 100)));
    await expectAccessible(page);
    await screenshot(page, 'my-bookings-4-cancelled');

    // Balance History: the refund, newest first, above the payment.
    await page.goto('/balancehistory');
    await page.getByRole('heading', { name: 'Balance History', level: 1 }).waitFor();
    await screenshot(page, 'my-bookings-5-balance-history');
    const cards = page.getByRole('list', { name: /^Balance history from/ }).getByRole('article');
    await expect.poll(() => cards.count(), { timeout: PAGE_WAIT_MS }).toBeGreaterThanOrEqual(3);
    const texts = await cards.allTextContents();
    const amount = rupees(total);
    const refundRow = texts.findIndex(
      (t) => t.includes(confirmed.reference) && t.includes(`+${amount}`),
    );
    const paymentRow = texts.findIndex(
      (t) => t.includes(confirmed.reference) && t.includes(`−${amount}`),
    );
    expect(refundRow).toBeGreaterThanOrEqual(0);
    expect(paymentRow).toBeGreaterThan(refundRow);
  });

  it('follows a booking the hotel confirms later without a reload', async () => {
    const pending = await bookStay(customer, hotel, 'Pending');
    expect(pending.status).toBe('pending');
    await logInAt(page, `/my-bookings/${pending.bookingId}`, customer);
    await page
      .getByRole('heading', { name: 'The hotel has not confirmed yet', level: 2 })
      .waitFor();
    await page.getByText('Checking with the hotel…').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'my-bookings-6-pending');
    // The hotel confirms now (the sandbox's test control), and calls Kosh back.
    const settled = await fetch(
      `${sandboxUrl()}/hotels/v1/test/bookings/${pending.supplierBookingId}/settle`,
      { method: 'POST' },
    );
    expect(settled.status, await settled.text()).toBe(200);
    await page
      .getByRole('heading', { name: 'Booking confirmed', level: 2 })
      .waitFor({ timeout: PAGE_WAIT_MS });
    await page.getByText('Status updated: Confirmed').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'View voucher (opens in a new tab)' }).waitFor();
  });

  it('tells a customer without bookings where to book, and says so of a booking not theirs', async () => {
    const newcomer = await createCustomer('Rohan Das');
    await logInAt(page, '/my-bookings', newcomer);
    await page.getByText('No upcoming stays').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'my-bookings-0-empty');
    // Another customer's booking is not there for them.
    await page.goto(`/my-bookings/${confirmed.bookingId}`);
    await page.getByRole('alert').getByText('We could not find this booking.').waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.getByRole('link', { name: 'All my bookings' }).click();
    await page.getByRole('link', { name: 'Book a hotel' }).click();
    await expect.poll(() => pathOf(page)).toBe('/hotel-booking');
  });

  it('on a desktop, in dark mode and in Hindi', async () => {
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
      await logInAt(desk, `/my-bookings/${refused.bookingId}`, customer);
      await desk
        .getByRole('heading', {
          name: `Booking failed — ${rupees(refused.fare.total)} refunded to your Kosh wallet`,
          level: 2,
        })
        .waitFor();
      expect(await desk.getByRole('region', { name: 'Voucher' }).count()).toBe(0);
      // A booking that never was: no cancellation charge to read, no confirmation number "None".
      await desk.getByRole('region', { name: 'References' }).getByText('Kosh reference').waitFor();
      expect(await desk.getByRole('region', { name: 'Cancellation rules' }).count()).toBe(0);
      expect(await desk.getByText('Hotel confirmation number').count()).toBe(0);
      expect(await desk.getByText('None', { exact: true }).count()).toBe(0);
      await expectAccessible(desk);
      await screenshot(desk, 'my-bookings-7-desktop-dark-failed');

      await desk.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
      await desk.goto('/my-bookings?scope=past');
      await desk.getByRole('heading', { name: 'मेरी बुकिंग', level: 1 }).waitFor();
      await desk.getByRole('tab', { name: 'पिछली' }).waitFor();
      await desk.getByText('विफल — रिफ़ंड हो गया').first().waitFor();
      await expectAccessible(desk);
      await screenshot(desk, 'my-bookings-8-desktop-hindi');
    } finally {
      await wide.close();
    }
  });

  it('shows the back office every booking with its money trail', async () => {
    await openBackOffice(page, admin, 'Hotel bookings', 'Hotel bookings');
    await page.getByLabel('Search', { exact: true }).fill(confirmed.reference);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(confirmed.reference);
    const card = page.getByRole('article', { name: confirmed.reference });
    await card.waitFor();
    const text = await card.textContent();
    expect(text).toContain(customer.name);
    expect(text).toContain(customer.mobile);
    expect(text).toContain('Cancelled');
    expect(text).toContain(confirmed.supplierBookingId ?? 'HB');
    await card.getByRole('button', { name: /^Ledger transfers \(\d+\)/ }).click();
    const transfers = card.getByRole('table', {
      name: `Ledger transfers of booking ${confirmed.reference}, oldest first`,
    });
    await transfers.getByText('HOTEL_BOOKING').first().waitFor();
    await transfers.getByText('REFUND').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'my-bookings-9-admin');

    // The failed ones, on a desk: a table row with its refund.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/hotel-bookings?status=failed');
    const row = page.getByRole('row').filter({ hasText: refused.reference });
    await row.waitFor();
    expect(await row.textContent()).toContain('Refunded');
    // The table fits its column on a desk: nothing of it hides sideways.
    expect(
      await page
        .getByRole('table', { name: /^Hotel bookings, failed/ })
        .evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0)),
    ).toBe(true);
    await row.getByRole('button', { name: /^Ledger transfers \(\d+\)/ }).click();
    await page
      .getByRole('table', {
        name: `Ledger transfers of booking ${refused.reference}, oldest first`,
      })
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'my-bookings-10-admin-desk');
  });
});
