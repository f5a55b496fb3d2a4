/** The room page's one toast: a second event replaces the first instead of stacking under it. */
export const ROOM_TOAST = 'hotel-room';
