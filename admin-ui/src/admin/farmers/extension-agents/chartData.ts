/**
 * Pure mappings from the analytics API's answers to what the charts draw (tested in chartData.test.ts).
 * The gender colours are the spec's: green for female, blue otherwise.
 */
import type { Bounds, DayCount, GenderCount, MappedFarm, MonthCount, ProjectCount } from './types';
import { formatDayOfMonth, formatMonth } from '../../shared/format';

export const FEMALE_GREEN = '#2e7d32';
export const OTHER_BLUE = '#1565c0';

export interface Slice {
  key: string;
  label: string;
  value: number;
  fill: string;
}

/** The gender pie's slices: every gender the API lists (zero counts kept out of the pie), green for FEMALE, blue otherwise. */
export function genderSlices(rows: GenderCount[], label: (gender: string) => string): Slice[] {
  return rows
    .filter((row) => row.count > 0)
    .map((row) => ({
      key: row.gender,
      label: label(row.gender),
      value: row.count,
      fill: row.gender === 'FEMALE' ? FEMALE_GREEN : OTHER_BLUE,
    }));
}

export interface Bar {
  key: string;
  label: string;
  value: number;
}

/** '2026-03' -> 'Mar 2026' in the console's language (../shared/format.ts), one bar per month in the API's order (oldest first). */
export function monthBars(rows: MonthCount[], locale: string): Bar[] {
  return rows.map((row) => ({ key: row.month, label: formatMonth(locale, row.month), value: row.count }));
}

/** One bar per project, named (or 'Project #id' when the list no longer has it), largest first as the API gives. */
export function projectBars(rows: ProjectCount[], unnamed: (id: number) => string): Bar[] {
  return rows.map((row) => ({
    key: String(row.projectId),
    label: row.projectName ?? unnamed(row.projectId),
    value: row.count,
  }));
}

/** '2026-03-14' -> '14 Mar' / '14 mars': the console's day format without the year (../shared/format.ts). */
export function dayBars(rows: DayCount[], locale: string): Bar[] {
  return rows.map((row) => ({ key: row.day, label: formatDayOfMonth(locale, row.day), value: row.count }));
}

export interface MapPoint {
  key: string;
  x: number;
  y: number;
  r: number;
  farmerId: string;
  sizeHa: number;
}

/**
 * The farms placed on a `width` × `height` drawing of the country's extent (equirectangular: longitude to x, latitude
 * to y, north up). Farms outside the extent are left out. The dot grows with the farm's size (square root, 3 to 10 px).
 */
export function mapPoints(farms: MappedFarm[], bounds: Bounds, width: number, height: number): MapPoint[] {
  const spanX = bounds.east - bounds.west;
  const spanY = bounds.north - bounds.south;
  return farms
    .filter(
      (f) =>
        f.longitude >= bounds.west &&
        f.longitude <= bounds.east &&
        f.latitude >= bounds.south &&
        f.latitude <= bounds.north,
    )
    .map((f) => ({
      key: f.farmId,
      x: Math.round(((f.longitude - bounds.west) / spanX) * width * 10) / 10,
      y: Math.round(((bounds.north - f.latitude) / spanY) * height * 10) / 10,
      r: Math.min(10, Math.max(3, Math.round(3 + Math.sqrt(f.sizeHa) * 1.5))),
      farmerId: f.farmerId,
      sizeHa: f.sizeHa,
    }));
}

/** The drawing's height for a given width, keeping the extent's proportions (degrees of longitude shrunk by cos(latitude)). */
export function mapHeight(bounds: Bounds, width: number): number {
  const midLatitude = ((bounds.north + bounds.south) / 2) * (Math.PI / 180);
  const ratio = (bounds.north - bounds.south) / ((bounds.east - bounds.west) * Math.cos(midLatitude));
  return Math.round(width * ratio);
}
