const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LATITUDE = 111.32;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number) {
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/**
 * The point `km` away from (lat, lng) on `bearing` (radians), flat-earth: exact enough over the
 * few km a city spans. Rounded to 6 decimals (~10 cm), as suppliers publish coordinates.
 */
export function offset(lat: number, lng: number, km: number, bearing: number) {
  const dLat = (km * Math.cos(bearing)) / KM_PER_DEGREE_LATITUDE;
  const dLng = (km * Math.sin(bearing)) / (KM_PER_DEGREE_LATITUDE * Math.cos(toRadians(lat)));
  return { lat: round6(lat + dLat), lng: round6(lng + dLng) };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
