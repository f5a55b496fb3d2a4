/**
 * The supplier's magic values (the README's table), like a gateway's test cards: which
 * destination finds nothing, which hotel fails, which has no map.
 */

/** A destination the suggestions offer for "Nowhere" that has no hotels at all. */
export const NOWHERE = { id: 'city-nowhere', name: 'Nowhere' } as const;

/** A hotel whose id ends 13 answers its rates with 500 SUPPLIER_ERROR, every time. */
export const failsRates = (hotelId: string) => hotelId.endsWith('13');

/** A hotel whose id ends 00 publishes no coordinates: no map, and no place in radius searches. */
export const hasNoCoordinates = (hotelId: string) => hotelId.endsWith('00');

/**
 * A hotel whose id ends 77 rises in price: /rates quotes a stay as usual the first time, then 10%
 * dearer from the second call for the same stay on, and books at that price (price-rises.ts).
 */
export const risesInPrice = (hotelId: string) => hotelId.endsWith('77');
