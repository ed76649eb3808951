import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { VersionedCache } from '../../../kernel/search/versioned-cache';
import type { HubView, NearHubView } from './hub.queries';

/** The one row of farm_fortune_hub_versions: the nearest hub may be across a border, so hubs are not cut by country. */
const EVERY_COUNTRY = 0;

/** Moves the hubs' version forward: run by the hub projection, last in the transaction of each change. */
export const bumpHubVersion = (manager: EntityManager) => manager.query(`UPDATE farm_fortune_hub_versions SET version = version + 1 WHERE country_id = ${EVERY_COUNTRY}`);

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine), as the catalogue's distanceKm computes it in SQL. */
export function greatCircleKm(latitude: number, longitude: number, toLatitude: number, toLongitude: number): number {
  const a = Math.sin((radians(toLatitude) - radians(latitude)) / 2) ** 2 + Math.cos(radians(latitude)) * Math.cos(radians(toLatitude)) * Math.sin((radians(toLongitude) - radians(longitude)) / 2) ** 2;
  return EARTH_RADIUS_KM * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The open hubs as points on the unit sphere. The straight-line (chord) distance between two points of a sphere grows
 * with their great-circle distance, so ordering by the squared chord, then by id, is the order of the
 * farm_fortune_hubs_open_earth index (ll_to_earth(...) <-> ll_to_earth(...), id) at a few multiplications a hub.
 */
export class OpenHubIndex {
  private readonly points: Float64Array;

  constructor(private readonly hubs: readonly HubView[]) {
    this.points = new Float64Array(hubs.length * 3);
    hubs.forEach((hub, i) => this.points.set(unitVector(hub.latitude, hub.longitude), i * 3));
  }

  /** The `limit` open hubs nearest to the point, nearest first, with their distance in km rounded to 0.01. */
  nearest(latitude: number, longitude: number, limit: number): NearHubView[] {
    const [x, y, z] = unitVector(latitude, longitude);
    // The best `limit` so far, as indexes into hubs, nearest first (limit is small: an insertion into a short list).
    // Hubs are scanned by id and only a strictly nearer one moves ahead: as near, the smaller id stays first.
    const best: number[] = [];
    const chord: number[] = [];
    for (let i = 0, p = 0; i < this.hubs.length; i++, p += 3) {
      const dx = this.points[p] - x;
      const dy = this.points[p + 1] - y;
      const dz = this.points[p + 2] - z;
      const d = dx * dx + dy * dy + dz * dz;
      if (best.length === limit) {
        if (d >= chord[limit - 1]) continue;
        best.pop();
        chord.pop();
      }
      let at = best.length;
      while (at > 0 && d < chord[at - 1]) {
        best[at] = best[at - 1];
        chord[at] = chord[at - 1];
        at--;
      }
      best[at] = i;
      chord[at] = d;
    }
    return best.map((i) => {
      const hub = this.hubs[i];
      return { ...hub, distance: Math.round(greatCircleKm(latitude, longitude, hub.latitude, hub.longitude) * 100) / 100 };
    });
  }
}

function unitVector(latitude: number, longitude: number): [number, number, number] {
  const [phi, lambda] = [radians(latitude), radians(longitude)];
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

/**
 * Every open hub, kept in memory under the version the hub projection moves forward (the kernel's VersionedCache): a
 * nearest-hubs request reads that one number, shared by the requests that ask together, and searches the points in
 * memory. Ten thousand hubs are about a megabyte.
 */
@Injectable()
export class OpenHubs {
  private readonly cache: VersionedCache;

  constructor(private readonly dataSource: DataSource) {
    this.cache = new VersionedCache(dataSource, 'farm_fortune_hub_versions');
  }

  index(load: () => Promise<HubView[]>): Promise<OpenHubIndex> {
    return this.cache.remember(EVERY_COUNTRY, 'open hubs', async () => new OpenHubIndex(await load()));
  }
}
