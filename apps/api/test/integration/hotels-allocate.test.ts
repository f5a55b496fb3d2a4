import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHotelDays } from '@kosh/contract/hotels';
import type { AllocateRoomsResponse } from '@kosh/contract/hotel-booking';
import { createTestContext, type TestContext } from '../helpers/app';
import { signUp, type SignedUp } from '../helpers/accounts';
import {
  HOTELS,
  LEAD,
  allocateBody,
  allocateRooms,
  applyPromo,
  expireItinerary,
  itineraryDetails,
  openItinerary,
  rateOf,
  selectBody,
  selectRoomRates,
  storedItinerary,
  type OpenedItinerary,
} from '../helpers/hotel-room';
import { stay } from '../helpers/hotels';
import { dataSnapshot } from '../helpers/snapshot';

/**
 * allocateRooms (docs/product-2.md §7, §5 Traveller form, §4 Conditional guest fields; docs/hotels.md call 3):
 * the travellers of the selected room, the lead first; PAN and passport as the rate asks, cleared
 * when it does not; "Booked successfully!" with the fare; every refusal a 400 on its field with
 * nothing stored.
 */
let ctx: TestContext;
let asha: SignedUp;
let ravi: SignedUp;

beforeAll(async () => {
  ctx = await createTestContext();
  [asha, ravi] = [await signUp(ctx), await signUp(ctx)];
});
afterAll(() => ctx?.close());

const NO_DOCUMENTS = { panCardNumber: null, passportNumber: null, passportExpiry: null };

/** An itinerary of `hotelId` with its `index`-th rate selected, for Asha. */
async function selected(
  hotelId: string = HOTELS.plain,
  index = 0,
  over: Parameters<typeof openItinerary>[1] = {},
): Promise<OpenedItinerary> {
  const opened = await openItinerary(ctx, { token: asha.token, hotelId, ...over });
  const res = await selectRoomRates(ctx, opened.code, selectBody(opened, index), asha.token);
  if (res.statusCode !== 200) throw new Error(`selectRoomRates ${res.statusCode}: ${res.body}`);
  return opened;
}

/** allocateRooms must refuse with 400 `code` on `field`, and nothing change. */
async function refused(opened: OpenedItinerary, body: unknown, field: string, code: string) {
  const before = await dataSnapshot(ctx);
  const stored = await storedItinerary(ctx, opened.code);
  const res = await allocateRooms(ctx, opened.code, body, asha.token);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ result: false, success: false });
  expect(res.json().errors).toEqual(
    expect.arrayContaining([expect.objectContaining({ field, code })]),
  );
  expect(await storedItinerary(ctx, opened.code)).toEqual(stored);
  expect(await dataSnapshot(ctx)).toEqual(before);
  return res.json();
}

describe('allocateRooms', () => {
  it('keeps the lead guest and the special requests, and answers "Booked successfully!" with the fare', async () => {
    const opened = await selected();
    await applyPromo(ctx, opened, 'HOTEL10', asha.token);
    const body = allocateBody(
      opened,
      [{ ...LEAD, firstName: '  Asha ', email: ' asha@example.com ' }],
      0,
      'A quiet room, high floor',
    );
    const res = await allocateRooms(ctx, opened.code, body, asha.token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as AllocateRoomsResponse;
    const lead = { ...LEAD, ...NO_DOCUMENTS };
    expect(answer).toMatchObject({
      result: true,
      success: true,
      message: 'Booked successfully!',
      data: { code: opened.code, traceId: opened.traceId, guests: [lead] },
    });
    expect(Object.keys(answer.data).sort()).toEqual(['code', 'fare', 'guests', 'traceId']);
    const promo = await applyPromo(ctx, opened, 'HOTEL10', asha.token);
    expect(answer.data.fare).toEqual(promo.json().data.fare);

    const stored = await storedItinerary(ctx, opened.code);
    expect(stored.guests).toEqual([lead]);
    expect(stored.special_requests).toBe('A quiet room, high floor');
    // The room page reloaded shows them; the payment page lists them.
    const reload = await selectRoomRates(ctx, opened.code, selectBody(opened), asha.token);
    expect(reload.json().data[0].guests).toEqual([lead]);
    const details = await itineraryDetails(ctx, opened.code, opened.traceId, asha.token);
    expect(details.json().data.results[0]).toMatchObject({
      travellers: [lead],
      specialRequests: 'A quiet room, high floor',
    });
  });

  it('takes the other guests after the lead, at most the stay’s guests', async () => {
    const opened = await selected(HOTELS.plain, 0, {
      occupancies: [{ numOfAdults: 2, childAges: [6] }],
    });
    const three = [
      LEAD,
      { title: 'Mr' as const, firstName: 'Ravi', lastName: 'Devi', isLeadGuest: false },
      { title: 'Ms' as const, firstName: 'Mira', lastName: 'Devi', isLeadGuest: false },
    ];
    const res = await allocateRooms(ctx, opened.code, allocateBody(opened, three), asha.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.guests.map((g: { firstName: string }) => g.firstName)).toEqual([
      'Asha',
      'Ravi',
      'Mira',
    ]);
    const four = [...three, { firstName: 'Kiran', isLeadGuest: false }];
    const json = await refused(
      opened,
      allocateBody(opened, four),
      'roomsAllocations.0.guests',
      'HOTEL_GUESTS_OVER_STAY',
    );
    expect(json.message).toBe('This stay is for 3 guests. Add at most that many.');
  });

  it('the same travellers again change nothing; new ones replace them', async () => {
    const opened = await selected();
    await allocateRooms(ctx, opened.code, allocateBody(opened), asha.token);
    const stored = await storedItinerary(ctx, opened.code);
    const again = await allocateRooms(ctx, opened.code, allocateBody(opened), asha.token);
    expect(again.statusCode).toBe(200);
    expect(await storedItinerary(ctx, opened.code)).toEqual(stored);

    const other = await allocateRooms(
      ctx,
      opened.code,
      allocateBody(opened, [{ firstName: 'Kavya' }], 0, 'Late arrival'),
      asha.token,
    );
    expect(other.statusCode).toBe(200);
    const now = await storedItinerary(ctx, opened.code);
    expect(now.guests).toEqual([{ ...LEAD, firstName: 'Kavya', ...NO_DOCUMENTS }]);
    expect(now.special_requests).toBe('Late arrival');
  });

  it('before a room is chosen: 422 HOTEL_ROOM_DATA_MISSING', async () => {
    const opened = await openItinerary(ctx, { token: asha.token });
    const res = await allocateRooms(ctx, opened.code, allocateBody(opened), asha.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('HOTEL_ROOM_DATA_MISSING');
  });

  it('a rate or room other than the selected one: 400 on rateId / roomId', async () => {
    const opened = await selected();
    await refused(
      opened,
      allocateBody(opened, [LEAD], 1),
      'roomsAllocations.0.rateId',
      'HOTEL_RATE_UNKNOWN',
    );
    const body = allocateBody(opened);
    body.roomsAllocations[0]!.roomId = 'room-x';
    await refused(opened, body, 'roomsAllocations.0.roomId', 'HOTEL_ROOM_UNKNOWN');
  });

  it('the lead guest must come first, and be the only one', async () => {
    const opened = await selected();
    await refused(
      opened,
      allocateBody(opened, [{ isLeadGuest: false }]),
      'roomsAllocations.0.guests.0.isLeadGuest',
      'HOTEL_LEAD_GUEST_FIRST',
    );
    // isLeadGuest defaults to true (docs/product-2.md §9): two guests sent without it are two leads.
    await refused(
      opened,
      allocateBody(opened, [LEAD, { firstName: 'Ravi' }]),
      'roomsAllocations.0.guests.1.isLeadGuest',
      'HOTEL_LEAD_GUEST_FIRST',
    );
    await refused(
      opened,
      {
        ...allocateBody(opened),
        roomsAllocations: [{ ...allocateBody(opened).roomsAllocations[0], guests: [] }],
      },
      'roomsAllocations.0.guests',
      'HOTEL_LEAD_GUEST_REQUIRED',
    );
  });

  it.each([
    ['title', { title: 'Dr' }, 'HOTEL_TITLE_REQUIRED'],
    ['firstName', { firstName: ' ' }, 'HOTEL_FIRST_NAME_REQUIRED'],
    ['lastName', { lastName: '' }, 'HOTEL_LAST_NAME_REQUIRED'],
    ['firstName', { firstName: 'A5ha' }, 'HOTEL_GUEST_NAME_INVALID'],
    ['contactNumber', { contactNumber: '' }, 'HOTEL_CONTACT_REQUIRED'],
    ['contactNumber', { contactNumber: '12345' }, 'MOBILE_INVALID'],
    ['email', { email: '' }, 'HOTEL_EMAIL_REQUIRED'],
    ['email', { email: 'asha@' }, 'HOTEL_EMAIL_INVALID'],
    ['isdCode', { isdCode: '44' }, 'HOTEL_ISD_CODE'],
    ['panCardNumber', { panCardNumber: 'ABC' }, 'HOTEL_PAN_INVALID'],
    ['passportNumber', { passportNumber: 'p-1' }, 'HOTEL_PASSPORT_INVALID'],
  ])('the traveller form’s %s: 400 %s', async (field, over, code) => {
    const opened = await selected();
    await refused(
      opened,
      allocateBody(opened, [over as Partial<typeof LEAD>]),
      `roomsAllocations.0.guests.0.${field}`,
      code,
    );
  });

  it('special requests of more than 500 characters: 400', async () => {
    const opened = await selected();
    await refused(
      opened,
      allocateBody(opened, [LEAD], 0, 'x'.repeat(501)),
      'specialRequests',
      'HOTEL_SPECIAL_REQUESTS_LONG',
    );
  });

  it('an expired itinerary: 410; another customer’s: 404; nothing stored', async () => {
    const opened = await selected();
    const before = await dataSnapshot(ctx);
    const other = await allocateRooms(ctx, opened.code, allocateBody(opened), ravi.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('HOTEL_NOT_FOUND');
    const visitor = await allocateRooms(ctx, opened.code, allocateBody(opened));
    expect(visitor.statusCode).toBe(404);
    await expireItinerary(ctx, opened.code);
    const expired = await allocateRooms(ctx, opened.code, allocateBody(opened), asha.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('HOTEL_SESSION_EXPIRED');
    expect((await storedItinerary(ctx, opened.code)).guests).toBeNull();
    expect(await dataSnapshot(ctx)).toEqual(before);
  });

  it('a visitor’s travellers stay when they log in to pay: the itinerary becomes theirs', async () => {
    const opened = await openItinerary(ctx);
    await selectRoomRates(ctx, opened.code, selectBody(opened));
    const res = await allocateRooms(ctx, opened.code, allocateBody(opened));
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedItinerary(ctx, opened.code)).user_id).toBeNull();
    const details = await itineraryDetails(ctx, opened.code, opened.traceId, ravi.token);
    expect(details.statusCode).toBe(200);
    expect(details.json().data.results[0].travellers).toEqual([{ ...LEAD, ...NO_DOCUMENTS }]);
    expect((await storedItinerary(ctx, opened.code)).user_id).toBe(ravi.UId);
  });
});

describe('documents the rate asks for (docs/product-2.md §4 Conditional guest fields)', () => {
  it('a rate that asks the PAN: required, kept in capitals; a passport given is cleared', async () => {
    const opened = await selected(HOTELS.pan);
    expect(rateOf(opened).rate).toMatchObject({ IsPANMandatory: true, IsPassportMandatory: false });
    const json = await refused(
      opened,
      allocateBody(opened),
      'roomsAllocations.0.guests.0.panCardNumber',
      'HOTEL_PAN_REQUIRED',
    );
    expect(json.message).toBe('This rate needs the lead guest’s PAN.');

    const res = await allocateRooms(
      ctx,
      opened.code,
      allocateBody(opened, [
        { panCardNumber: 'abcpe1234f', passportNumber: 'Z1234567', passportExpiry: '2031-01-01' },
      ]),
      asha.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const kept = { ...LEAD, ...NO_DOCUMENTS, panCardNumber: 'ABCPE1234F' };
    expect(res.json().data.guests).toEqual([kept]);
    expect((await storedItinerary(ctx, opened.code)).guests).toEqual([kept]);
  });

  it('a rate that asks the passport: number and expiry required, valid after check-out', async () => {
    const opened = await selected(HOTELS.passport);
    expect(rateOf(opened).rate).toMatchObject({ IsPassportMandatory: true, IsPANMandatory: false });
    await refused(
      opened,
      allocateBody(opened),
      'roomsAllocations.0.guests.0.passportNumber',
      'HOTEL_PASSPORT_REQUIRED',
    );
    await refused(
      opened,
      allocateBody(opened, [{ passportNumber: 'Z1234567' }]),
      'roomsAllocations.0.guests.0.passportExpiry',
      'HOTEL_PASSPORT_EXPIRY_REQUIRED',
    );
    await refused(
      opened,
      allocateBody(opened, [{ passportNumber: 'Z1234567', passportExpiry: opened.checkOut }]),
      'roomsAllocations.0.guests.0.passportExpiry',
      'HOTEL_PASSPORT_EXPIRED',
    );
    await refused(
      opened,
      allocateBody(opened, [{ passportNumber: 'Z1234567', passportExpiry: '2031-02-30' }]),
      'roomsAllocations.0.guests.0.passportExpiry',
      'HOTEL_DATE_INVALID',
    );
    const expiry = addHotelDays(opened.checkOut, 1);
    const res = await allocateRooms(
      ctx,
      opened.code,
      allocateBody(opened, [
        { passportNumber: 'z1234567', passportExpiry: expiry, panCardNumber: 'ABCPE1234F' },
      ]),
      asha.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.guests).toEqual([
      { ...LEAD, panCardNumber: null, passportNumber: 'Z1234567', passportExpiry: expiry },
    ]);
  });

  it('a rate that asks nothing: documents given are cleared, not refused', async () => {
    const opened = await selected(HOTELS.plain);
    expect(rateOf(opened).rate).toMatchObject({
      IsPANMandatory: false,
      IsPassportMandatory: false,
    });
    const res = await allocateRooms(
      ctx,
      opened.code,
      allocateBody(opened, [
        { panCardNumber: 'ABCPE1234F', passportNumber: 'Z1234567', passportExpiry: '2020-01-01' },
      ]),
      asha.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.guests).toEqual([{ ...LEAD, ...NO_DOCUMENTS }]);
  });

  it('choosing a rate that does not ask the PAN clears it from the travellers kept', async () => {
    // Passport always; PAN from ₹50,000: find a stay with rates on both sides of it.
    let opened: OpenedItinerary | null = null;
    for (let nights = 2; nights <= 6 && !opened; nights += 1) {
      const candidate = await openItinerary(ctx, {
        token: asha.token,
        hotelId: HOTELS.passportDear,
        trip: stay(30, nights),
      });
      const pans = candidate.itinerary.recommendations.map((r) => r.rates[0]!.IsPANMandatory);
      if (pans.includes(true) && pans.includes(false)) opened = candidate;
    }
    if (!opened) throw new Error('no stay of 100012 has rates both sides of ₹50,000');
    const recs = opened.itinerary.recommendations;
    const panIndex = recs.findIndex((r) => r.rates[0]!.IsPANMandatory);
    const noPanIndex = recs.findIndex((r) => !r.rates[0]!.IsPANMandatory);

    await selectRoomRates(ctx, opened.code, selectBody(opened, panIndex), asha.token);
    const expiry = addHotelDays(opened.checkOut, 400);
    const withPan = await allocateRooms(
      ctx,
      opened.code,
      allocateBody(
        opened,
        [{ panCardNumber: 'ABCPE1234F', passportNumber: 'Z1234567', passportExpiry: expiry }],
        panIndex,
      ),
      asha.token,
    );
    expect(withPan.statusCode, withPan.body).toBe(200);
    expect(withPan.json().data.guests[0].panCardNumber).toBe('ABCPE1234F');

    const res = await selectRoomRates(ctx, opened.code, selectBody(opened, noPanIndex), asha.token);
    expect(res.statusCode).toBe(200);
    const kept = {
      ...LEAD,
      panCardNumber: null,
      passportNumber: 'Z1234567',
      passportExpiry: expiry,
    };
    expect(res.json().data[0].guests).toEqual([kept]);
    expect((await storedItinerary(ctx, opened.code)).guests).toEqual([kept]);
  });
});
