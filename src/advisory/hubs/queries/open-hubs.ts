import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVERY_COUNTRY, VersionedCache } from '../../../kernel/search/versioned-cache';
import type { HubView, NearHubView } from './hub.queries';

/** One version for every country: the nearest hub may be across a border. */
export const HUB_VERSIONS = 'farm_fortune_hub_versions';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine), as the catalogue's distanceKm computes it in SQL. */
export function greatCircleKm(latitude: number, longitude: number, toLatitude: number, toLongitude: number): number {
  const a =
    Math.sin((radians(toLatitude) - radians(latitude)) / 2) ** 2 +
    Math.cos(radians(latitude)) *
      Math.cos(radians(toLatitude)) *
      Math.sin((radians(toLongitude) - radians(longitude)) / 2) ** 2;
  return EARTH_RADIUS_KM * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The open hubs as points on the unit sphere. The straight-line (chord) distance between two points of a sphere grows
 * with their great-circle distance, so ordering by the squared chord, then by id, is the order of the
 * farm_fortune_hubs_open_earth index (ll_to_earth(...) <-> ll_to_earth(...), id). The points are sorted by their z
 * (the sine of the latitude): a hub whose z differs from the point's by dz is at least dz away, so the search walks out
 * from the point's latitude and stops once that alone is farther than the nearest hubs found.
 */
export class OpenHubIndex {
  /** The hubs by z. */
  private readonly hubs: readonly HubView[];
  private readonly points: Float64Array;

  constructor(hubs: readonly HubView[]) {
    const placed = hubs
      .map((hub) => ({ hub, point: unitVector(hub.latitude, hub.longitude) }))
      .sort((a, b) => a.point[2] - b.point[2]);
    this.hubs = placed.map((p) => p.hub);
    this.points = new Float64Array(placed.length * 3);
    placed.forEach((p, i) => this.points.set(p.point, i * 3));
  }

  /** The `limit` open hubs nearest to the point, nearest first, with their distance in km rounded to 0.01. */
  nearest(latitude: number, longitude: number, limit: number): NearHubView[] {
    const [x, y, z] = unitVector(latitude, longitude);
    // The best `limit` so far, as indexes into hubs, nearest first (limit is small: an insertion into a short list).
    const best: number[] = [];
    const chord: number[] = [];
    const consider = (i: number) => {
      const dx = this.points[i * 3] - x;
      const dy = this.points[i * 3 + 1] - y;
      const dz = this.points[i * 3 + 2] - z;
      const d = dx * dx + dy * dy + dz * dz;
      if (best.length === limit) {
        if (!this.before(d, i, chord[limit - 1], best[limit - 1])) return;
        best.pop();
        chord.pop();
      }
      let at = best.length;
      while (at > 0 && this.before(d, i, chord[at - 1], best[at - 1])) {
        best[at] = best[at - 1];
        chord[at] = chord[at - 1];
        at--;
      }
      best[at] = i;
      chord[at] = d;
    };
    const count = this.hubs.length;
    let above = this.firstAtOrAbove(z);
    let below = above - 1;
    while (below >= 0 || above < count) {
      const gapBelow = below >= 0 ? z - this.points[below * 3 + 2] : Infinity;
      const gapAbove = above < count ? this.points[above * 3 + 2] - z : Infinity;
      const gap = Math.min(gapBelow, gapAbove);
      // Every hub left is at least `gap` away: none can be nearer than (or as near as) the last of a full list.
      if (best.length === limit && gap * gap > chord[limit - 1]) break;
      consider(gapAbove <= gapBelow ? above++ : below--);
    }
    return best.map((i) => {
      const hub = this.hubs[i];
      return {
        ...hub,
        distance: Math.round(greatCircleKm(latitude, longitude, hub.latitude, hub.longitude) * 100) / 100,
      };
    });
  }

  /** Nearer, or as near with a smaller id. */
  private before(d: number, i: number, otherD: number, other: number): boolean {
    return d < otherD || (d === otherD && this.hubs[i].id < this.hubs[other].id);
  }

  /** The first hub whose z is not below `z` (binary search). */
  private firstAtOrAbove(z: number): number {
    let [low, high] = [0, this.hubs.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.points[middle * 3 + 2] < z) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

function unitVector(latitude: number, longitude: number): [number, number, number] {
  const [phi, lambda] = [radians(latitude), radians(longitude)];
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

/**
 * Every open hub, kept in memory under the version the hub projection moves forward (the kernel's VersionedCache): a
 * nearest-hubs request reads that one number, shared by the requests that ask together, and searches the points in
 * memory. Ten thousand hubs take a few megabytes.
 */
@Injectable()
export class OpenHubs {
  private readonly cache: VersionedCache;

  constructor(dataSource: DataSource) {
    this.cache = new VersionedCache(dataSource, HUB_VERSIONS);
  }

  /** The index of the open hubs as of the current version; `load` reads every open hub, once per version. */
  index(load: () => Promise<HubView[]>): Promise<OpenHubIndex> {
    return this.cache.remember(EVERY_COUNTRY, 'open hubs', async () => new OpenHubIndex(await load()));
  }
}
