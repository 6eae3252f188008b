/**
 * Great-circle distance by the haversine formula on a sphere of the IUGG mean Earth radius
 * (6,371.0088 km). The spheroid's flattening changes route lengths by under 0.5 %, well inside
 * the routing factor applied on top (flight.ts).
 */
const EARTH_RADIUS_KM = 6371.0088;

export interface Point {
  lat: number;
  lon: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function greatCircleKm(from: Point, to: Point): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLon = toRadians(to.lon - from.lon);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The point a fraction `f` (0..1) of the way along the great circle from `from` to `to`
 * (the intermediate-point formula of the spherical law; `km` is their great-circle distance).
 */
export function pointAlong(from: Point, to: Point, f: number, km = greatCircleKm(from, to)): Point {
  const delta = km / EARTH_RADIUS_KM;
  if (delta === 0) return { lat: from.lat, lon: from.lon };
  const lat1 = toRadians(from.lat);
  const lon1 = toRadians(from.lon);
  const lat2 = toRadians(to.lat);
  const lon2 = toRadians(to.lon);
  const a = Math.sin((1 - f) * delta) / Math.sin(delta);
  const b = Math.sin(f * delta) / Math.sin(delta);
  const x = a * Math.cos(lat1) * Math.cos(lon1) + b * Math.cos(lat2) * Math.cos(lon2);
  const y = a * Math.cos(lat1) * Math.sin(lon1) + b * Math.cos(lat2) * Math.sin(lon2);
  const z = a * Math.sin(lat1) + b * Math.sin(lat2);
  const degrees = 180 / Math.PI;
  return { lat: Math.atan2(z, Math.hypot(x, y)) * degrees, lon: Math.atan2(y, x) * degrees };
}
