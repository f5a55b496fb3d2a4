import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearBookingSession,
  isTraceLive,
  readBookingContext,
  readGuestDetails,
  readSelectedHotel,
  readTrace,
  refreshTrace,
  saveGuestDetails,
  saveSelectedHotel,
  setContextHotel,
  startBookingSession,
  traceTimeLeft,
  type BookingData,
} from './booking-session';

/** The browser's Storage, as much of it as the session uses (the unit tests run on Node). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  keys() {
    return [...this.items.keys()];
  }
}

const data: BookingData = {
  destination: { id: 'city-mumbai', fullName: 'Mumbai, Maharashtra', type: 'city', hotelId: null },
  checkIn: '2027-01-05',
  checkOut: '2027-01-07',
  occupancies: [{ numOfAdults: 2, childAges: [4] }],
};
const HOUR = 3_600_000;
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  Object.assign(globalThis, { localStorage: storage });
});

describe('the hotel booking session', () => {
  it('stores a search and is live for an hour from it', () => {
    startBookingSession(data, 'trace-1', 1_000);
    expect(readBookingContext()).toEqual({
      hotelId: '',
      checkIn: '2027-01-05',
      checkOut: '2027-01-07',
      occupancies: [{ numOfAdults: 2, childAges: [4] }],
      nationality: 'IN',
      traceId: 'trace-1',
    });
    expect(isTraceLive(1_000 + HOUR - 1)).toBe(true);
    expect(traceTimeLeft(1_000 + HOUR - 1)).toBe(1);
    expect(isTraceLive(1_000 + HOUR)).toBe(false);
  });

  it('replaces everything on a new search, the selected room included', () => {
    startBookingSession(data, 'trace-1', 1_000);
    setContextHotel('100001');
    saveSelectedHotel({ code: 'IT1' } as never);
    startBookingSession({ ...data, checkIn: '2027-02-01' }, 'trace-2', 2_000);
    expect(readBookingContext()).toMatchObject({ hotelId: '', traceId: 'trace-2' });
    expect(readSelectedHotel()).toBeNull();
    expect(readTrace()).toEqual({ traceId: 'trace-2', timestamp: 2_000 });
  });

  it('refreshes the trace when a room is chosen, and clears all its keys', () => {
    startBookingSession(data, 'trace-1', 1_000);
    refreshTrace(5_000);
    expect(readTrace()?.timestamp).toBe(5_000);
    storage.setItem('kosh.session', 'kept');
    clearBookingSession();
    expect(storage.keys()).toEqual(['kosh.session']);
    expect(isTraceLive(5_000)).toBe(false);
  });

  it('keeps the hotel guest details until the session is cleared', () => {
    startBookingSession(data, 'trace-1', 1_000);
    const details = {
      code: 'IT1',
      guest: {
        title: 'Mr',
        firstName: 'Ravi',
        lastName: 'Kumar',
        contactNumber: '9876543210',
        email: 'ravi@example.com',
        isLeadGuest: true as const,
        type: 'adult' as const,
        isdCode: '91',
        panCardNumber: '',
        passportNumber: '',
        passportExpiry: '',
      },
      specialRequests: '',
    };
    saveGuestDetails(details);
    expect(readGuestDetails()).toEqual(details);
    clearBookingSession();
    expect(readGuestDetails()).toBeNull();
  });

  it('reads a hand-edited or broken entry as absent', () => {
    storage.setItem('kosh.hotel.trace', '{not json');
    storage.setItem('kosh.hotel.context', '{}');
    expect(readTrace()).toBeNull();
    expect(isTraceLive()).toBe(false);
  });
});
