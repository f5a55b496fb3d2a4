import { describe, expect, it } from 'vitest';
import type { BookingContext, SelectedHotel } from '../../utils/booking-session';
import { roomOpening, sessionEndsAt } from './room-opening';

const HOUR = 3_600_000;
const NOW = 1_800_000_000_000;

const context: BookingContext = {
  hotelId: '100123',
  checkIn: '2027-01-05',
  checkOut: '2027-01-07',
  occupancies: [{ numOfAdults: 3, childAges: [4] }],
  nationality: 'IN',
  traceId: 'trace-1',
};
const selected: SelectedHotel = {
  hotelName: 'Sea View',
  checkIn: '2027-01-05',
  checkOut: '2027-01-07',
  nights: 2,
  traceId: 'trace-1',
  heroImage: '',
  roomId: 'room-1',
  rateId: 'rate-1',
  recommendationId: 'rec-1',
  occupancy: [{ numOfAdults: 3, childAges: [4] }],
  code: 'ITIN_abcdef12',
  type: 'HOTEL',
};
const trace = { traceId: 'trace-1', timestamp: NOW - 10 * 60_000 };

describe('roomOpening', () => {
  it('is ready with the live session: the selectRoomRates call and when the trace ends', () => {
    expect(roomOpening('ITIN_abcdef12', { trace, context, selected }, NOW)).toEqual({
      kind: 'ready',
      selected,
      traceEndsAt: trace.timestamp + HOUR,
      request: {
        traceId: 'trace-1',
        recommendationId: 'rec-1',
        roomsAndRateAllocations: [{ rateId: 'rate-1', roomId: 'room-1', occupancy: { adults: 3 } }],
        items: [{ code: 'ITIN_abcdef12', type: 'HOTEL' }],
      },
    });
  });

  it('asks for the default 2 adults when the selection kept no occupancy', () => {
    const opening = roomOpening(
      'ITIN_abcdef12',
      { trace, context, selected: { ...selected, occupancy: [] } },
      NOW,
    );
    expect(
      opening.kind === 'ready' && opening.request.roomsAndRateAllocations[0]?.occupancy,
    ).toEqual({
      adults: 2,
    });
  });

  it('has expired without a trace, or with one an hour old', () => {
    expect(roomOpening('ITIN_abcdef12', { trace: null, context, selected }, NOW).kind).toBe(
      'expired',
    );
    expect(
      roomOpening(
        'ITIN_abcdef12',
        { trace: { ...trace, timestamp: NOW - HOUR }, context, selected },
        NOW,
      ).kind,
    ).toBe('expired');
  });

  it('misses data without the context, the selected room, its ids, or for another itinerary', () => {
    const missing = (stored: Parameters<typeof roomOpening>[1], code = 'ITIN_abcdef12') =>
      roomOpening(code, stored, NOW).kind;
    expect(missing({ trace, context: null, selected })).toBe('missing');
    expect(missing({ trace, context, selected: null })).toBe('missing');
    expect(missing({ trace, context, selected: { ...selected, rateId: '' } })).toBe('missing');
    expect(missing({ trace, context, selected }, 'ITIN_other000')).toBe('missing');
    expect(missing({ trace, context, selected }, ' ')).toBe('missing');
  });
});

describe('sessionEndsAt', () => {
  it('ends with the trace, or with the server itinerary when that ends first', () => {
    expect(sessionEndsAt(NOW + HOUR, new Date(NOW + 30 * 60_000).toISOString())).toBe(
      NOW + 30 * 60_000,
    );
    expect(sessionEndsAt(NOW + HOUR, new Date(NOW + 2 * HOUR).toISOString())).toBe(NOW + HOUR);
    expect(sessionEndsAt(NOW + HOUR, undefined)).toBe(NOW + HOUR);
    expect(sessionEndsAt(NOW + HOUR, 'soon')).toBe(NOW + HOUR);
  });
});
