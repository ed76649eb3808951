/** A country's extent, in degrees: the console draws the agent's farms inside it without map tiles. */
export interface LatLngBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * The bounding boxes of the platform's countries (by id), rounded outwards to 0.1°, from the extents of the Natural Earth
 * 1:10m admin-0 country shapes (public domain): Morocco without Western Sahara.
 */
const BOUNDS: Record<number, LatLngBounds> = {
  1: { south: 4.2, west: 2.6, north: 13.9, east: 14.7 }, // Nigeria
  2: { south: 4.7, west: -3.3, north: 11.2, east: 1.2 }, // Ghana
  3: { south: 4.3, west: -8.6, north: 10.8, east: -2.4 }, // Ivory Coast
  4: { south: 12.3, west: -17.6, north: 16.7, east: -11.3 }, // Senegal
  5: { south: -4.7, west: 33.9, north: 5.5, east: 41.9 }, // Kenya
  6: { south: -2.9, west: 28.8, north: -1.0, east: 30.9 }, // Rwanda
  7: { south: -11.8, west: 29.3, north: -0.9, east: 40.5 }, // Tanzania
  8: { south: 27.6, west: -13.2, north: 35.95, east: -1.0 }, // Morocco
};

export const countryBounds = (countryId: number): LatLngBounds | null => BOUNDS[countryId] ?? null;
