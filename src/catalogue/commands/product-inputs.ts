import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { GeographyQueries } from '../../geography';
import { DomainError } from '../../kernel/errors/domain-error';
import { ProductDetails } from '../domain/product';
import { REFERENCE_TABLES } from '../queries/catalogue.views';
import { CatalogueErrors } from '../catalogue.errors';

/** What a seller sends; the coordinates are optional (they come from the resolved place when missing). */
export type ProductInput = Omit<ProductDetails, 'latitude' | 'longitude'> & {
  latitude?: number | null;
  longitude?: number | null;
};

/** Folds a place name as the geography module folds city names (accents, case and spaces ignored). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The checks every product write and every selling location share: references known, places resolved. */
@Injectable()
export class ProductInputs {
  constructor(
    private readonly dataSource: DataSource,
    private readonly geography: GeographyQueries,
  ) {}

  /** Checks every reference of the input and resolves its location in the seller's country. */
  async checked(
    countryId: number,
    input: ProductInput,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ProductDetails> {
    const errors: { field: string; message: string }[] = [];
    const known = async (table: string, ids: number[], field: string) => {
      const [{ n }] = await manager.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1::int[])`,
        [ids],
      );
      if (n !== new Set(ids).size) errors.push({ field, message: 'UNKNOWN_REFERENCE' });
    };
    await manager.query(`SELECT 1 FROM categories WHERE id = $1 FOR SHARE`, [input.categoryId]);
    await known('categories', [input.categoryId], 'categoryId');
    const [sub] = await manager.query<{ category_id: number }[]>(
      `SELECT category_id FROM sub_categories WHERE id = $1`,
      [input.subCategoryId],
    );
    if (!sub || sub.category_id !== input.categoryId)
      errors.push({ field: 'subCategoryId', message: 'SUB_CATEGORY_NOT_IN_CATEGORY' });
    await known(REFERENCE_TABLES.types, [input.typeId], 'typeId');
    await known(REFERENCE_TABLES.forms, [input.formId], 'formId');
    await known(REFERENCE_TABLES.sizes, input.sizeIds, 'sizeIds');
    await known(REFERENCE_TABLES.deliveryMethods, input.deliveryMethodIds, 'deliveryMethodIds');
    await known(REFERENCE_TABLES.usages, input.usageIds, 'usageIds');
    if (errors.length) throw new DomainError('VALIDATION_FAILED', {}, errors);
    const place = await this.resolveLocation(countryId, input.location);
    return {
      ...input,
      sizeIds: [...new Set(input.sizeIds)],
      deliveryMethodIds: [...new Set(input.deliveryMethodIds)],
      usageIds: [...new Set(input.usageIds)],
      latitude: input.latitude ?? place.latitude,
      longitude: input.longitude ?? place.longitude,
    };
  }

  /**
   * A city, else a state, of the country named by the whole text or one of its comma-separated parts (the whole text
   * first, then the parts in order; the lowest id among places of one name), as the geography module knows them.
   */
  async resolveLocation(countryId: number, location: string): Promise<{ latitude: number; longitude: number }> {
    const candidates = [...new Set([location, ...location.split(',')].map(fold).filter(Boolean))];
    for (const candidate of candidates) {
      // Cities whose name starts with the candidate come first, by name: an exact match is among the first few. Towns
      // that are not local areas count (their point is the town's), and so does the name an area had before it took
      // its official one ("Kumasi" for Kumasi Metropolitan).
      const { content } = await this.geography.searchCities(
        { countryId, name: candidate, includeUnlisted: true },
        { page: 0, size: 5 },
      );
      const named = (c: (typeof content)[number]) =>
        fold(c.name) === candidate || (c.formerName !== null && fold(c.formerName) === candidate);
      const city = content.filter(named).sort((a, b) => a.id - b.id)[0];
      if (city) return { latitude: Number(city.latitude), longitude: Number(city.longitude) };
    }
    const states = await this.geography.listStates({ countryId });
    for (const candidate of candidates) {
      const state = states.filter((s) => fold(s.name) === candidate).sort((a, b) => a.id - b.id)[0];
      if (state) return { latitude: Number(state.latitude), longitude: Number(state.longitude) };
    }
    throw new DomainError(CatalogueErrors.LOCATION_UNRESOLVED, {}, [
      { field: 'location', message: 'LOCATION_UNRESOLVED' },
    ]);
  }
}
