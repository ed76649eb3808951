import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface ReferenceItem {
  id: number;
  name: string;
  nameFr: string;
}

/** Every reference list a product view names, by id. */
export interface ReferenceMaps {
  categories: Map<number, ReferenceItem>;
  subCategories: Map<number, ReferenceItem>;
  sizes: Map<number, ReferenceItem>;
  usages: Map<number, ReferenceItem>;
  deliveryMethods: Map<number, ReferenceItem>;
  forms: Map<number, ReferenceItem>;
  types: Map<number, ReferenceItem>;
}

const TABLES: Record<keyof ReferenceMaps, string> = {
  categories: 'categories',
  subCategories: 'sub_categories',
  sizes: 'sizes',
  usages: 'usages',
  deliveryMethods: 'delivery_methods',
  forms: 'product_forms',
  types: 'product_types',
};

/** The reference version, to select along with products: `(${REFERENCE_VERSION}) AS reference_version`. */
export const REFERENCE_VERSION = `SELECT version FROM catalogue_reference_version`;

/** The reference version's table (its one row, country 0): CategoryProjection moves it with every category change. */
export const REFERENCE_VERSIONS = 'catalogue_reference_version';

/**
 * The reference lists (categories, subcategories, sizes, ...), kept in memory at the reference version they were
 * read at (see the CatalogueReadIndexes migration). A reader that knows the current version (selected with its rows)
 * gets the kept lists while that version holds; inside a transaction, or without a version, the lists are read afresh
 * through the caller's manager, so a transaction sees its own uncommitted changes.
 */
@Injectable()
export class ReferenceLists {
  private kept: { version: string; maps: Promise<ReferenceMaps> } | null = null;

  constructor(private readonly dataSource: DataSource) {}

  async at(
    version: string | null | undefined,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ReferenceMaps> {
    const outsideTransaction = manager === this.dataSource.manager;
    if (!outsideTransaction || version === null || version === undefined) return this.read(manager);
    if (this.kept?.version !== String(version)) {
      const maps = this.read(manager);
      const kept = { version: String(version), maps };
      this.kept = kept;
      // A failed read is not kept.
      maps.catch(() => {
        if (this.kept === kept) this.kept = null;
      });
    }
    return this.kept.maps;
  }

  /** One list after the other: inside a transaction they share one connection. */
  private async read(manager: EntityManager): Promise<ReferenceMaps> {
    const maps = {} as ReferenceMaps;
    for (const [key, table] of Object.entries(TABLES) as [keyof ReferenceMaps, string][]) {
      const rows: { id: number; name: string; name_fr: string }[] = await manager.query(
        `SELECT id, name, name_fr FROM ${table}`,
      );
      maps[key] = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, nameFr: r.name_fr }]));
    }
    return maps;
  }
}
