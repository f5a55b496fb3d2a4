import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTELS_TEST_DEFAULTS } from '@kosh/sandbox/app';
import { createHotelsV1Supplier } from '../../src/providers/hotels/hotels-v1/hotels-v1.supplier';
import type {
  HotelSupplier,
  SupplierBookingRequest,
  SupplierRate,
} from '../../src/providers/hotels/hotels.port';
import { CallbackRejectedError } from '../../src/providers/provider-callbacks';
import { stay } from '../helpers/hotels';
import { startContractSandbox, tampered, type ContractSandbox } from './contract-sandbox';

/**
 * The HotelSupplier port's contract, run against each supplier's adapter talking to the sandbox
 * that plays it. A second supplier is one more row: its adapter, a place with hotels, and how the
 * sandbox is steered to a pending booking and made to confirm it by callback.
 */
interface SupplierUnderTest {
  name: string;
  adapter: (sandbox: ContractSandbox) => HotelSupplier;
  /** Words that suggest a place, and that place's id with bookable hotels. */
  place: { query: string; locationId: string };
  /** Hotels of that place that book plainly (no magic failures or price changes). */
  plainHotel: (hotelId: string) => boolean;
  /** A lead guest's first name the supplier books at once, and one it leaves pending. */
  leads: { confirmed: string; pending: string };
  /** Confirms a pending booking now, so the supplier calls back; answers the callback's path. */
  confirm: (sandbox: ContractSandbox, bookingId: string) => Promise<string>;
}

const suppliers: SupplierUnderTest[] = [
  {
    name: 'hotels v1',
    adapter: (sandbox) =>
      createHotelsV1Supplier({
        baseUrl: sandbox.url,
        apiKey: HOTELS_TEST_DEFAULTS.apiKey,
        timeoutMs: 5000,
        callbackSecret: HOTELS_TEST_DEFAULTS.callbackSecret,
      }),
    place: { query: 'new delhi', locationId: 'city-new-delhi' },
    plainHotel: (id) => !/(13|00|77)$/.test(id),
    leads: { confirmed: 'Asha', pending: 'Pending' },
    confirm: async (sandbox, bookingId) => {
      await sandbox.control('POST', `/hotels/v1/test/bookings/${bookingId}/settle`, {});
      return '/hotels';
    },
  },
];

describe.each(suppliers)('the hotel supplier contract: $name', (under) => {
  let sandbox: ContractSandbox;
  let supplier: HotelSupplier;
  const trip = { ...stay(20, 2), occupancies: [{ adults: 2, childAges: [] }] };
  let hotelId: string;
  let rate: SupplierRate;

  beforeAll(async () => {
    sandbox = await startContractSandbox();
    supplier = under.adapter(sandbox);
  });
  afterAll(() => sandbox?.close());

  const request = (lead: string): SupplierBookingRequest => ({
    clientReference: randomUUID(),
    hotelId,
    rateId: rate.id,
    stay: trip,
    guests: [
      {
        title: 'Ms',
        firstName: lead,
        lastName: 'Rao',
        lead: true,
        pan: null,
        passportNumber: null,
        passportExpiry: null,
      },
    ],
    contact: { email: 'asha@example.in', phone: '+919876543210' },
    expectedTotalPaise: rate.totalPaise,
    specialRequests: null,
  });

  it('suggests places for words of their name', async () => {
    const places = await supplier.locations(under.place.query, 10);
    expect(places.length).toBeGreaterThan(0);
    expect(places[0]).toMatchObject({ id: expect.any(String), fullName: expect.any(String) });
  });

  it('finds a place’s hotels with their cheapest price, and one hotel’s rooms and rates', async () => {
    const found = await supplier.availability({
      ...trip,
      locationId: under.place.locationId,
      hotelId: null,
    });
    if (found.status !== 'found') throw new Error(`availability: ${found.status}`);
    const hotel = found.hotels.find((h) => under.plainHotel(h.id));
    expect(typeof hotel!.minRate.totalPaise).toBe('bigint');
    hotelId = hotel!.id;
    const rates = await supplier.rates(hotelId, trip);
    if (rates.status !== 'found') throw new Error(`rates: ${rates.status}`);
    rate = rates.rates.find((r) => !r.panRequired && !r.passportRequired)!;
    expect(rate).toBeDefined();
    expect(await supplier.rates('999999', trip)).toEqual({ status: 'hotel_not_found' });
  });

  it('books once per client reference, finds the booking both ways, and cancels it', async () => {
    const ask = request(under.leads.confirmed);
    const outcome = await supplier.createBooking(ask);
    if (outcome.status !== 'booked') throw new Error(`booking: ${outcome.status}`);
    const { booking } = outcome;
    expect(booking).toMatchObject({
      clientReference: ask.clientReference,
      status: 'CONFIRMED',
      hotelId,
      rateId: rate.id,
      totalPaise: rate.totalPaise,
    });
    expect(await supplier.createBooking(ask)).toEqual(outcome);
    expect(await supplier.getBooking(booking.id)).toEqual(booking);
    expect(await supplier.findBookingByReference(ask.clientReference)).toEqual(booking);
    expect(await supplier.findBookingByReference(randomUUID())).toBeNull();
    const cancelled = await supplier.cancelBooking(booking.id);
    if (cancelled.status !== 'cancelled') throw new Error(`cancel: ${cancelled.status}`);
    expect(cancelled.booking.status).toBe('CANCELLED');
    expect(cancelled.booking.cancellationResult).not.toBeNull();
  });

  it('calls back when a pending booking is confirmed, read into a settling BookingEvent', async () => {
    const outcome = await supplier.createBooking(request(under.leads.pending));
    if (outcome.status !== 'booked') throw new Error(`booking: ${outcome.status}`);
    expect(outcome.booking.status).toBe('PENDING');
    const path = await under.confirm(sandbox, outcome.booking.id);
    const delivery = await sandbox.waitForDelivery(path, (d) =>
      d.raw.toString('utf8').includes(outcome.booking.id),
    );
    expect(supplier.bookingCallbackSignature.isSigned(delivery.header, delivery.raw)).toBe(true);
    const event = supplier.parseBookingCallback(delivery.header, delivery.raw);
    expect(event).toMatchObject({
      eventId: expect.any(String),
      settles: true,
      booking: {
        id: outcome.booking.id,
        clientReference: outcome.booking.clientReference,
        status: 'CONFIRMED',
      },
    });
    const forged = tampered(delivery);
    expect(() => supplier.parseBookingCallback(forged.header, forged.raw)).toThrow(
      CallbackRejectedError,
    );
  });
});
