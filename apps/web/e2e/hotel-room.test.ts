import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatInr, rupeesToPaise } from '@kosh/contract/common/money';
import type {
  ApplyPromoResponse,
  HotelItineraryDetails,
  SelectRoomRatesResponse,
} from '@kosh/contract/hotel-booking';
import type { HotelItinerary, HotelRate } from '@kosh/contract/hotels';
import { createCustomer, logInAt, pathOf } from './accounts';
import { api } from './api';
import {
  baseUrl,
  expectAccessible,
  launchBrowser,
  newPhonePage,
  screenshot,
  PAGE_WAIT_MS,
} from './browser';
import {
  STAY,
  itineraryOf,
  openHotel,
  rateGroups,
  searchCity,
  storeSession,
  storedHotel,
  type Search,
} from './hotel-details-setup';

/**
 * docs/product-2.md §2 Room and guest page, §4 Session validity / Room page / Conditional guest fields,
 * §5 Traveller form, §8 Room page: a room chosen on the hotel page (or, for the states, a chosen
 * room stored as the hotel page stores it), its summary and info modals, the Traveller Details form,
 * the server's fare and promotions, Continue Payment, and what the page says when it cannot go on.
 */

type Selection = SelectRoomRatesResponse['data'][number];

const rupees = (n: number) => formatInr(rupeesToPaise(n));
const ROOM_CALL = '/api/hotel/selectRoomRates/';
const PROMO_CALL = '/api/hotel/applyPromo/';
const ALLOCATE_CALL = '/api/hotel/allocateRooms/';

/** A rate of an itinerary with what the room page needs to be opened on it. */
interface Choice {
  itinerary: HotelItinerary;
  recommendationId: string;
  rate: HotelRate;
}

const plain = (rate: HotelRate) => !rate.IsPANMandatory && !rate.IsPassportMandatory;

/** The first rate of a hotel (scanning the sandbox's ids from `from`) that `wanted` accepts. */
async function findRate(
  traceId: string,
  wanted: (rate: HotelRate) => boolean,
  ids: Iterable<string>,
): Promise<Choice> {
  for (const id of ids) {
    // Ids ending 00 have no map, 13 answer the supplier's error: neither is needed here.
    if (/(00|13)$/.test(id)) continue;
    const { status, itinerary } = await itineraryOf(traceId, id);
    if (status !== 200 || !itinerary) continue;
    for (const recommendation of itinerary.recommendations) {
      const rate = recommendation.rates.find(wanted);
      if (rate) return { itinerary, recommendationId: recommendation.recommendationId, rate };
    }
  }
  throw new Error('no hotel has a rate like that');
}

function* sandboxIds(from = 100_001, count = 150) {
  for (let n = 0; n < count; n += 1) yield String(from + n);
}

/**
 * The booking session the hotel page leaves after SELECT ROOM (docs/product-2.md §3 Selected hotel details),
 * put in the browser before its first page (once per tab).
 */
async function storeChoice(
  context: BrowserContext,
  traceId: string,
  choice: Choice,
  overrides: { timestamp?: number; traceId?: string; rateId?: string } = {},
) {
  await storeSession(context, {
    traceId,
    hotelId: choice.itinerary.hotelId,
    timestamp: overrides.timestamp,
  });
  await context.addInitScript(
    ({ selected }) => {
      if (sessionStorage.getItem('e2e.room-seeded')) return;
      sessionStorage.setItem('e2e.room-seeded', '1');
      localStorage.setItem('kosh.hotel.selected', JSON.stringify(selected));
    },
    {
      selected: {
        hotelName: choice.itinerary.name,
        checkIn: choice.itinerary.checkIn,
        checkOut: choice.itinerary.checkOut,
        nights: choice.itinerary.nights,
        traceId: overrides.traceId ?? choice.itinerary.traceId,
        heroImage: choice.itinerary.images[0]?.url ?? '',
        roomId: choice.rate.rooms[0]?.roomId ?? '',
        rateId: overrides.rateId ?? choice.rate.rateId,
        recommendationId: choice.recommendationId,
        occupancy: choice.itinerary.occupancies,
        code: choice.itinerary.itinerary.code,
        type: 'HOTEL',
      },
    },
  );
}

/** Opens the room page of a stored choice and waits for the server's selection. */
async function openRoom(page: Page, code: string): Promise<Selection> {
  const answer = page.waitForResponse((r) => r.url().includes(ROOM_CALL));
  await page.goto(`/hotelroomslayout/${code}`);
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  const selection = ((await response.json()) as SelectRoomRatesResponse).data[0];
  if (!selection) throw new Error('no selection');
  await page.getByRole('heading', { name: selection.hotel.name, level: 2 }).waitFor();
  return selection;
}

/** The travellers and promotion the server keeps for an itinerary (the payment page's call). */
async function details(code: string, traceId: string): Promise<HotelItineraryDetails> {
  const { status, json } = await api(
    `hotel/getItineraryDetails/${code}?traceId=${encodeURIComponent(traceId)}`,
    { forwardedFor: '198.51.100.114' },
  );
  expect(status, JSON.stringify(json)).toBe(200);
  const result = (json.data as { results: HotelItineraryDetails[] }).results[0];
  if (!result) throw new Error('no itinerary details');
  return result;
}

describe('hotel room and traveller page', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let search: Search;

  beforeAll(async () => {
    browser = await launchBrowser();
    search = await searchCity('Mumbai');
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPhonePage(browser));
  });
  afterEach(() => context.close());

  // The toasts on screen, not those fading out.
  const toasts = () => page.locator('[data-sonner-toast]:not([data-removed="true"])');
  const toast = async (text: string) => {
    await toasts().filter({ hasText: text }).waitFor();
    // One toast per event: nothing stacked under it.
    await expect.poll(() => toasts().count()).toBe(1);
  };
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const continuePayment = () => page.getByRole('button', { name: 'Continue Payment' });
  const total = () => page.getByTestId('fare-total');

  it('a visitor chooses a room, fills the traveller, applies a promotion and goes on to payment', async () => {
    // A hotel whose first rate on its page needs no PAN or passport.
    let hotelId = '';
    for (const { id } of search.hotels) {
      if (/(00|13)$/.test(id)) continue;
      const { status, itinerary } = await itineraryOf(search.traceId, id);
      const first = itinerary ? rateGroups(itinerary)[0]?.rates[0] : undefined;
      if (status === 200 && first && plain(first)) {
        hotelId = id;
        break;
      }
    }
    expect(hotelId).not.toBe('');

    await storeSession(context, { traceId: search.traceId });
    const shown = await openHotel(page, hotelId);
    await page.getByRole('heading', { name: shown.name, level: 2 }).waitFor();
    const chosen = rateGroups(shown)[0]?.rates[0];
    if (!chosen) throw new Error('no rate');

    // The room's answer is held back until the skeleton has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${ROOM_CALL}*`, async (route) => {
      await held;
      await route.continue();
    });
    const answer = page.waitForResponse((r) => r.url().includes(ROOM_CALL));
    await page
      .locator('section#room-rates')
      .getByRole('button', { name: 'SELECT ROOM' })
      .first()
      .click();
    await expect.poll(() => pathOf(page)).toBe(`/hotelroomslayout/${shown.itinerary.code}`);
    await page.getByRole('status', { name: 'Loading your room…' }).waitFor();
    await screenshot(page, 'hotel-room-0-skeleton');
    release();
    const response = await answer;
    expect(response.status()).toBe(200);
    const request = response.request().postDataJSON() as Record<string, unknown>;
    expect(request).toEqual({
      traceId: shown.traceId,
      recommendationId: expect.any(String),
      roomsAndRateAllocations: [
        { rateId: chosen.rateId, roomId: chosen.rooms[0]?.roomId, occupancy: { adults: 2 } },
      ],
      items: [{ code: shown.itinerary.code, type: 'HOTEL' }],
    });
    const selection = ((await response.json()) as SelectRoomRatesResponse).data[0];
    if (!selection) throw new Error('no selection');
    await page.unroute(`**${ROOM_CALL}*`);
    const code = shown.itinerary.code;
    const rate = selection.items[0]?.selectedRoomsAndRates[0]?.rate;
    const room = selection.items[0]?.selectedRoomsAndRates[0]?.room;
    if (!rate || !room) throw new Error('no rate in the selection');

    // The hotel summary.
    await page.getByRole('heading', { name: shown.name, level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Rooms & Guests', level: 1 }).waitFor();
    const summary = page.getByRole('region', { name: 'Your hotel' });
    expect(await summary.getByTestId('stay-counts').textContent()).toBe(
      '2 Nights · 1 Room · 2 Guests',
    );
    expect(await summary.getByTestId('refund-label').textContent()).toMatch(
      /^(Refundable|Non Refundable)$/,
    );
    expect(await page.getByRole('status', { name: 'Loading your room…' }).count()).toBe(0);

    // The fare is the server's.
    const fare = page.getByTestId('fare-summary');
    expect(await total().textContent()).toBe(rupees(selection.fare.total));
    await fare.getByText(rupees(selection.fare.roomRate), { exact: true }).waitFor();
    await fare.getByText(rupees(selection.fare.taxes), { exact: true }).waitFor();
    expect(selection.fare.promoCode).toBeNull();
    await expectAccessible(page);
    await screenshot(page, 'hotel-room-1-top');

    // The info tabs open modals with the rate's and the room's own content.
    const tabs = page.getByRole('navigation', { name: 'About this stay' });
    await tabs.getByRole('button', { name: 'Essential Info' }).click();
    const essential = page.getByRole('dialog', { name: 'Essential Info' });
    for (const policy of rate.policies) {
      await essential.getByText(policy.type, { exact: true }).waitFor();
    }
    await expectAccessible(page);
    await screenshot(page, 'hotel-room-2-essential');
    await page.keyboard.press('Escape');
    await essential.waitFor({ state: 'detached' });
    await tabs.getByRole('button', { name: 'Inclusions' }).click();
    const inclusions = page.getByRole('dialog', { name: 'Inclusions' });
    const meals: Record<string, string> = {
      ROOM_ONLY: 'Room only, no meals',
      BREAKFAST: 'Breakfast included',
      HALF_BOARD: 'Breakfast and lunch or dinner included',
      FULL_BOARD: 'All meals included',
    };
    await inclusions.getByText(meals[rate.mealPlan] ?? '', { exact: true }).waitFor();
    await inclusions.getByRole('button', { name: 'Close' }).click();
    await tabs.getByRole('button', { name: 'Facilities' }).click();
    const facilities = page.getByRole('dialog', { name: 'Facilities' });
    await facilities.getByText(`Facilities of the ${room.roomName}`).waitFor();
    for (const facility of room.facilities) {
      await facilities.getByText(facility, { exact: true }).waitFor();
    }
    await page.keyboard.press('Escape');

    // The Rooms section folds away and back.
    const rooms = page.getByRole('button', { name: /^Rooms \(1\)/ });
    expect(await rooms.getAttribute('aria-expanded')).toBe('true');
    await page.getByTestId('cancellation-timeline').waitFor();
    await rooms.click();
    expect(await rooms.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('cancellation-timeline').isVisible()).toBe(false);
    await rooms.click();
    await page.getByTestId('cancellation-timeline').waitFor();

    // Continue Payment with nothing filled: said once, every box's message, nothing sent.
    let allocations = 0;
    page.on('request', (r) => {
      if (r.url().includes(ALLOCATE_CALL)) allocations += 1;
    });
    await continuePayment().click();
    await toast('Fill all required fields');
    for (const message of [
      'Choose a title: Mr, Mrs or Ms.',
      'Enter the first name.',
      'Enter the last name.',
      'Enter a contact number.',
      'Enter an email address.',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
      .toBe('true');
    expect(allocations).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'hotel-room-3-required', field('Title'));

    // The contact number takes digits only, ten, the first 6–9.
    await field('Contact number').pressSequentially('5a9876543210');
    expect(await field('Contact number').inputValue()).toBe('9876543210');
    await field('Title').selectOption('Mr');
    await field('First name').fill('Ravi');
    await field('Last name').fill('Kumar');
    await field('Email').fill('ravi.kumar@example.com');
    expect(await page.getByText('Enter the first name.', { exact: true }).count()).toBe(0);

    // Promotions: refusals under the box, then one applied by its chip, removed, applied again.
    const promoBox = field('Promo code');
    await promoBox.fill('bogus');
    expect(await promoBox.inputValue()).toBe('BOGUS');
    const promo = page.getByRole('region', { name: 'Apply Promo Code' });
    await promo.getByRole('button', { name: 'Apply', exact: true }).click();
    await promo
      .getByText('We do not know this promo code. Check it and try again.', { exact: true })
      .waitFor();
    await promoBox.fill('MONSOON20');
    await promo.getByRole('button', { name: 'Apply', exact: true }).click();
    await promo.getByText(/^The promo code MONSOON20 expired on /).waitFor();
    expect(await total().textContent()).toBe(rupees(selection.fare.total));

    const applied = page.waitForResponse((r) => r.url().includes(PROMO_CALL));
    await promo.getByRole('button', { name: /^HOTEL10/ }).click();
    const promoFare = ((await (await applied).json()) as ApplyPromoResponse).data.fare;
    await toast('Promo code HOTEL10 applied.');
    expect(promoFare.promoCode).toBe('HOTEL10');
    expect(promoFare.discount).toBeGreaterThan(0);
    await expect.poll(() => total().textContent()).toBe(rupees(promoFare.total));
    await fare.getByText(`− ${rupees(promoFare.discount)}`).waitFor();
    await promo.getByTestId('promo-applied').waitFor();
    expect(await promo.getByRole('button', { name: /^HOTEL10/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expectAccessible(page);
    await screenshot(page, 'hotel-room-4-promo', promo);

    await promo.getByRole('button', { name: 'Remove promo code HOTEL10' }).click();
    await toast('Promo code removed.');
    await expect.poll(() => total().textContent()).toBe(rupees(selection.fare.total));
    await promo.getByRole('button', { name: /^HOTEL10/ }).click();
    await toast('Promo code HOTEL10 applied.');
    await expect.poll(() => total().textContent()).toBe(rupees(promoFare.total));

    // A reload keeps the form (the browser's copy) and the promotion (the server's fare).
    await field('Special requests (optional)').fill('A quiet room, please');
    const again = page.waitForResponse((r) => r.url().includes(ROOM_CALL));
    await page.reload();
    expect((await again).status()).toBe(200);
    await page.getByRole('heading', { name: shown.name, level: 2 }).waitFor();
    expect(await field('Title').inputValue()).toBe('Mr');
    expect(await field('First name').inputValue()).toBe('Ravi');
    expect(await field('Contact number').inputValue()).toBe('9876543210');
    expect(await field('Special requests (optional)').inputValue()).toBe('A quiet room, please');
    expect(await total().textContent()).toBe(rupees(promoFare.total));
    expect((await storedHotel(page)).guestDetails).toMatchObject({
      code,
      guest: {
        title: 'Mr',
        firstName: 'Ravi',
        lastName: 'Kumar',
        isLeadGuest: true,
        isdCode: '91',
      },
    });

    // Continue Payment: the lead guest is allocated, then on to the payment page.
    const allocated = page.waitForResponse((r) => r.url().includes(ALLOCATE_CALL));
    await continuePayment().click();
    const allocation = await allocated;
    expect(allocation.status()).toBe(200);
    expect(allocation.request().postDataJSON()).toEqual({
      traceId: shown.traceId,
      roomsAllocations: [
        {
          rateId: rate.rateId,
          roomId: room.roomId,
          guests: [
            {
              title: 'Mr',
              firstName: 'Ravi',
              lastName: 'Kumar',
              contactNumber: '9876543210',
              email: 'ravi.kumar@example.com',
              isLeadGuest: true,
              type: 'adult',
              isdCode: '91',
              panCardNumber: null,
              passportNumber: null,
              passportExpiry: null,
            },
          ],
        },
      ],
      specialRequests: 'A quiet room, please',
    });
    await toast('Booked successfully!');
    await expect.poll(() => pathOf(page)).toBe(`/hotelpayment/${code}`);
    expect(new URL(page.url()).searchParams.get('traceId')).toBe(shown.traceId);

    const kept = await details(code, shown.traceId);
    expect(kept.promoCode).toBe('HOTEL10');
    expect(kept.amount.total).toBe(promoFare.total);
    expect(kept.specialRequests).toBe('A quiet room, please');
    expect(kept.travellers).toMatchObject([
      { firstName: 'Ravi', lastName: 'Kumar', contactNumber: '9876543210', isLeadGuest: true },
    ]);
  });
  it('asks for PAN and passport only when the rate does, checks them, and sends them', async () => {
    const panRate = await findRate(
      search.traceId,
      (rate) => rate.IsPANMandatory && !rate.IsPassportMandatory,
      sandboxIds(),
    );
    await storeChoice(context, search.traceId, panRate);
    const code = panRate.itinerary.itinerary.code;
    await openRoom(page, code);
    expect(await field('Passport number').count()).toBe(0);
    expect(await field('Passport expiry date').count()).toBe(0);
    await field('Title').selectOption('Ms');
    await field('First name').fill('Neha');
    await field('Last name').fill('Shah');
    await field('Contact number').fill('8123456789');
    await field('Email').fill('neha@example.com');
    await continuePayment().click();
    await toast('Fill all required fields');
    await page.getByText('This rate needs the lead guest’s PAN.', { exact: true }).waitFor();
    await field('PAN').pressSequentially('abcpe1234f');
    expect(await field('PAN').inputValue()).toBe('ABCPE1234F');
    const allocated = page.waitForResponse((r) => r.url().includes(ALLOCATE_CALL));
    await continuePayment().click();
    expect((await allocated).status()).toBe(200);
    await toast('Booked successfully!');
    await expect.poll(() => pathOf(page)).toBe(`/hotelpayment/${code}`);
    expect((await details(code, panRate.itinerary.traceId)).travellers[0]).toMatchObject({
      firstName: 'Neha',
      panCardNumber: 'ABCPE1234F',
      passportNumber: null,
    });

    // A rate that asks for the passport: its number, and an expiry after check-out.
    const passportRate = await findRate(
      search.traceId,
      (rate) => rate.IsPassportMandatory,
      sandboxIds(),
    );
    const { context: other, page: second } = await newPhonePage(browser);
    try {
      page = second;
      await storeChoice(other, search.traceId, passportRate);
      const passportCode = passportRate.itinerary.itinerary.code;
      await openRoom(second, passportCode);
      expect(await field('PAN').count()).toBe(passportRate.rate.IsPANMandatory ? 1 : 0);
      await field('Title').selectOption('Mrs');
      await field('First name').fill('Anita');
      await field('Last name').fill('Das');
      await field('Contact number').fill('7012345678');
      await field('Email').fill('anita@example.com');
      if (passportRate.rate.IsPANMandatory) await field('PAN').fill('BCDPE2345G');
      await continuePayment().click();
      await toast('Fill all required fields');
      await second
        .getByText('This rate needs the lead guest’s passport number.', { exact: true })
        .waitFor();
      await second.getByText('Enter the passport’s expiry date.', { exact: true }).waitFor();
      await expectAccessible(second);
      await screenshot(second, 'hotel-room-5-passport', field('Passport number'));
      await field('Passport number').pressSequentially('k1234567');
      expect(await field('Passport number').inputValue()).toBe('K1234567');
      // The day of check-out is too soon: the passport must outlast the stay.
      await field('Passport expiry date').fill(STAY.checkOut);
      await continuePayment().click();
      await second
        .getByText('The passport must be valid after check-out.', { exact: true })
        .waitFor();
      await field('Passport expiry date').fill('2036-01-31');
      const sent = second.waitForResponse((r) => r.url().includes(ALLOCATE_CALL));
      await continuePayment().click();
      expect((await sent).status()).toBe(200);
      await expect.poll(() => pathOf(second)).toBe(`/hotelpayment/${passportCode}`);
      expect(
        (await details(passportCode, passportRate.itinerary.traceId)).travellers[0],
      ).toMatchObject({
        firstName: 'Anita',
        passportNumber: 'K1234567',
        passportExpiry: '2036-01-31',
      });
    } finally {
      await other.close();
    }
  });

  it('fills a signed-in customer’s name, mobile and email; reads in Hindi and dark mode on a phone and a desktop', async () => {
    const customer = await createCustomer('Asha Verma');
    const choice = await findRate(search.traceId, plain, sandboxIds(100_201));
    await storeChoice(context, search.traceId, choice);
    await context.addInitScript(() => localStorage.setItem('kosh.darkMode', '1'));
    await logInAt(page, '/hotel-booking', customer);
    const code = choice.itinerary.itinerary.code;
    await openRoom(page, code);
    await expect.poll(() => field('First name').inputValue()).toBe('Asha');
    expect(await field('Last name').inputValue()).toBe('Verma');
    expect(await field('Contact number').inputValue()).toBe(customer.mobile);
    expect(await field('Email').inputValue()).toBe(`c${customer.mobile}@example.com`);
    expect(await field('Title').inputValue()).toBe('');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await expectAccessible(page);
    await screenshot(page, 'hotel-room-6-dark');
    await screenshot(page, 'hotel-room-7-dark-form', field('Email'));

    // In Hindi: the page's words and the server's messages.
    await page.evaluate(() => localStorage.setItem('kosh.language', 'hi'));
    await page.reload();
    await page.getByRole('heading', { name: 'यात्री का विवरण', level: 2 }).waitFor();
    // Filled from the profile again.
    await expect.poll(() => page.getByLabel('पहला नाम', { exact: true }).inputValue()).toBe('Asha');
    await page.getByRole('button', { name: 'भुगतान जारी रखें' }).click();
    await toast('सभी ज़रूरी फ़ील्ड भरें');
    await expectAccessible(page);
    await screenshot(page, 'hotel-room-8-hindi');
    await screenshot(page, 'hotel-room-9-hindi-form', page.getByLabel('संबोधन', { exact: true }));

    // A desktop: the fare beside the form, in Hindi and dark mode still. The itinerary above is the
    // customer's now (404 for anyone else): a visitor's own is opened here.
    const own = await findRate(search.traceId, plain, sandboxIds(100_251));
    const wide = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      baseURL: baseUrl(),
    });
    try {
      await wide.addInitScript(() => {
        localStorage.setItem('kosh.darkMode', '1');
        localStorage.setItem('kosh.language', 'hi');
      });
      await storeChoice(wide, search.traceId, own);
      const desk = await wide.newPage();
      desk.setDefaultTimeout(PAGE_WAIT_MS);
      await openRoom(desk, own.itinerary.itinerary.code);
      const form = await desk.getByRole('region', { name: 'यात्री का विवरण' }).boundingBox();
      const fare = await desk.getByRole('region', { name: 'किराए का सारांश' }).boundingBox();
      expect(form && fare && fare.x > form.x + form.width).toBe(true);
      await expectAccessible(desk);
      await screenshot(desk, 'hotel-room-10-desktop');
    } finally {
      await wide.close();
    }
  });

  it('shows Session Expired without a trace, or for one the server no longer has', async () => {
    const choice = await findRate(search.traceId, plain, sandboxIds(100_301));
    const code = choice.itinerary.itinerary.code;
    let asked = false;
    page.on('request', (r) => {
      if (r.url().includes(ROOM_CALL)) asked = true;
    });
    await page.goto(`/hotelroomslayout/${code}`);
    const modal = page.getByRole('dialog', { name: 'Session Expired' });
    await modal
      .getByText('Your session has expired. Please start your hotel search again.')
      .waitFor();
    expect(asked).toBe(false);
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => pathOf(page)).not.toBe(`/hotelroomslayout/${code}`);
    expect(await storedHotel(page)).toEqual({});

    // Live here, another trace there: the server's 410.
    const { context: other, page: second } = await newPhonePage(browser);
    try {
      await storeChoice(other, search.traceId, choice, { traceId: crypto.randomUUID() });
      const answer = second.waitForResponse((r) => r.url().includes(ROOM_CALL));
      await second.goto(`/hotelroomslayout/${code}`);
      expect((await answer).status()).toBe(410);
      await second.getByRole('dialog', { name: 'Session Expired' }).waitFor();
    } finally {
      await other.close();
    }
  });

  it('says Session expired or missing data without the chosen room, and goes back to the search', async () => {
    const choice = await findRate(search.traceId, plain, sandboxIds(100_301));
    // The search is stored, but no room was chosen on this device.
    await storeSession(context, { traceId: search.traceId, hotelId: choice.itinerary.hotelId });
    const customer = await createCustomer('Kiran Hotel');
    await logInAt(page, '/hotel-booking', customer);
    await page.goto(`/hotelroomslayout/${choice.itinerary.itinerary.code}`);
    await toast('Session expired or missing data');
    await expect.poll(() => pathOf(page)).toBe('/hotel-booking');
  });

  it('warns Session expired, start again when the hour runs out on the page, and clears the session', async () => {
    const choice = await findRate(search.traceId, plain, sandboxIds(100_301));
    await storeChoice(context, search.traceId, choice);
    const customer = await createCustomer('Ravi Timer');
    await logInAt(page, '/hotel-booking', customer);
    // Eight seconds of the hour left when the page opens.
    await page.evaluate((traceId) => {
      const trace = { traceId, timestamp: Date.now() - 60 * 60_000 + 8_000 };
      localStorage.setItem('kosh.hotel.trace', JSON.stringify(trace));
    }, search.traceId);
    await openRoom(page, choice.itinerary.itinerary.code);
    await toasts().filter({ hasText: 'Session expired, start again' }).waitFor();
    await expect.poll(() => pathOf(page)).toBe('/hotel-booking');
    expect(await storedHotel(page)).toEqual({});
  });

  it('says Room info not found for a rate the itinerary does not have', async () => {
    const choice = await findRate(search.traceId, plain, sandboxIds(100_301));
    await storeChoice(context, search.traceId, choice, { rateId: 'no-such-rate' });
    const answer = page.waitForResponse((r) => r.url().includes(ROOM_CALL));
    await page.goto(`/hotelroomslayout/${choice.itinerary.itinerary.code}`);
    expect((await answer).status()).toBe(400);
    await page.getByRole('alert').getByText('Room info not found').waitFor();
    await page
      .getByText('This rate is no longer offered. Choose a room again.', { exact: true })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Choose another room' }).getAttribute('href')).toBe(
      `/hotel/${choice.itinerary.hotelId}`,
    );
    await expectAccessible(page);
    await screenshot(page, 'hotel-room-11-not-found');
  });

  it('says Error fetching policies when the room cannot be loaded, and tries again', async () => {
    const choice = await findRate(search.traceId, plain, sandboxIds(100_301));
    await storeChoice(context, search.traceId, choice);
    await page.route(`**${ROOM_CALL}*`, (route) => route.abort('connectionreset'));
    await page.goto(`/hotelroomslayout/${choice.itinerary.itinerary.code}`);
    await page.getByRole('alert').getByText('Error fetching policies').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'hotel-room-12-policies-failed');
    await page.unroute(`**${ROOM_CALL}*`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: choice.itinerary.name, level: 2 }).waitFor();
  });

  it('says Booking failed when the travellers cannot be kept, and stays on the page', async () => {
    const choice = await findRate(search.traceId, plain, sandboxIds(100_301));
    await storeChoice(context, search.traceId, choice);
    const code = choice.itinerary.itinerary.code;
    await openRoom(page, code);
    await field('Title').selectOption('Mr');
    await field('First name').fill('Arun');
    await field('Last name').fill('Nair');
    await field('Contact number').fill('9123456780');
    await field('Email').fill('arun@example.com');
    await page.route(`**${ALLOCATE_CALL}*`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          result: false,
          success: false,
          code: 'INTERNAL',
          message: 'Something went wrong on our side. Please try again.',
        }),
      }),
    );
    await continuePayment().click();
    await toast('Booking failed');
    await toasts().getByText('Something went wrong on our side. Please try again.').waitFor();
    expect(pathOf(page)).toBe(`/hotelroomslayout/${code}`);
    expect(await field('First name').inputValue()).toBe('Arun');
    await expectAccessible(page);
  });
});
