import { defineMessages } from '@/lib/i18n/i18n';

/**
 * A stay's dates and party in words — check-in and check-out with the hotel's times, nights,
 * rooms, guests — said alike on the details, room and payment pages, so each page's catalogue
 * spreads these in rather than keeping its own copy.
 */
export const stayWordsEn = {
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  checkInTime: 'From {time}',
  checkOutTime: 'By {time}',
  night: '{n} Night',
  nights: '{n} Nights',
  room: '{n} Room',
  rooms: '{n} Rooms',
  guest: '{n} Guest',
  guests: '{n} Guests',
};

export const stayWordsHi: Record<keyof typeof stayWordsEn, string> = {
  checkIn: 'चेक-इन',
  checkOut: 'चेक-आउट',
  checkInTime: '{time} से',
  checkOutTime: '{time} तक',
  night: '{n} रात',
  nights: '{n} रातें',
  room: '{n} कमरा',
  rooms: '{n} कमरे',
  guest: '{n} मेहमान',
  guests: '{n} मेहमान',
};

/** The stay words alone, for the parts that say only these (the check-in and check-out days). */
export const useStayT = defineMessages<keyof typeof stayWordsEn>(stayWordsEn, stayWordsHi);
