import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Page, PageRequest, pageOf } from '../../../kernel/http/envelopes';
import { SizeUnit } from '../domain/farm';

export interface FarmView {
  id: string;
  farmerId: string;
  name: string;
  size: number;
  sizeUnit: SizeUnit;
  /** The size in hectares. */
  sizeHa: number;
  community: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  mappedBy: string;
  createdAt: string;
  updatedAt: string;
}

const num = (value: string | number | null) => (value === null ? null : Number(value));

const COLUMNS = `id, farmer_id, name, size, size_unit, size_ha, community, address, latitude, longitude, mapped_by,
  created_at, updated_at`;

/** A row of COLUMNS as the driver reads it (the numerics as text). */
interface FarmRow {
  id: string;
  farmer_id: string;
  name: string;
  size: string;
  size_unit: SizeUnit;
  size_ha: string;
  community: string;
  address: string | null;
  latitude: string | null;
  longitude: string | null;
  mapped_by: string;
  created_at: Date;
  updated_at: Date;
}

function toView(row: FarmRow): FarmView {
  return {
    id: row.id,
    farmerId: row.farmer_id,
    name: row.name,
    size: Number(row.size),
    sizeUnit: row.size_unit,
    sizeHa: Number(row.size_ha),
    community: row.community,
    address: row.address,
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    mappedBy: row.mapped_by,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Reads of the farms table (kept by FarmProjection). */
@Injectable()
export class FarmViews {
  constructor(private readonly dataSource: DataSource) {}

  async one(farmId: string, manager: EntityManager = this.dataSource.manager): Promise<FarmView | null> {
    const [row] = await manager.query<FarmRow[]>(`SELECT ${COLUMNS} FROM farms WHERE id = $1`, [farmId]);
    return row ? toView(row) : null;
  }

  /** A farmer's farms, oldest first (the order they were mapped in). */
  async ofFarmer(farmerId: string, page: PageRequest): Promise<Page<FarmView>> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<FarmRow[]>(
        `SELECT ${COLUMNS} FROM farms WHERE farmer_id = $1 ORDER BY created_at, id LIMIT $2 OFFSET $3`,
        [farmerId, page.size, page.page * page.size],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM farms WHERE farmer_id = $1`, [
        farmerId,
      ]),
    ]);
    return pageOf(rows.map(toView), total, page);
  }
}
