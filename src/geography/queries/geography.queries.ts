import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Page, PageRequest, pageOf } from '../../kernel/http/envelopes';
import { LOCAL_AREA_KINDS, LocalAreaKind } from '../domain/local-area-kinds';
import { CitySectorEntity } from '../read-models/city-sector.entity';
import { CityEntity } from '../read-models/city.entity';
import { RegionEntity } from '../read-models/region.entity';
import { RoleEntity } from '../read-models/role.entity';
import { StateEntity } from '../read-models/state.entity';
import { isStoredId } from '../../kernel/http/path-params';
import { queryPrepared } from '../../kernel/database/prepared-query';

export interface RegionView {
  id: number;
  name: string;
  countryId: number;
}

export interface StateView {
  id: number;
  name: string;
  code: string;
  countryId: number;
  regionId: number;
  latitude: number;
  longitude: number;
}

export interface CityView {
  id: number;
  name: string;
  stateId: number;
  countryId: number;
  latitude: number;
  longitude: number;
  /** LGA, DISTRICT, SUB_COUNTY, DEPARTMENT, AUTONOMOUS_DISTRICT, CITY (Morocco) or TOWN (an earlier entry, not an area). */
  kind: LocalAreaKind;
  /** What the area is called there ("LGA", "Sub-county"...), in English and French. */
  kindLabel: string;
  kindLabelFr: string;
  /** True when the point is the state's, not the area's (no source gave one). */
  approximateLocation: boolean;
  /** False for an earlier entry that is not a local area: readable by id, left out of the lists. */
  listed: boolean;
  /** For an unlisted entry, the area that stands for it, when known. */
  successorId: number | null;
  /** The name the entry had before it was matched to the area's official name ("Kano" for Kano Municipal). */
  formerName: string | null;
}

export interface SectorView {
  id: number;
  name: string;
  cityId: number;
}

export interface RoleView {
  id: number;
  name: string;
  label: string;
  labelFr: string;
  signUp: boolean;
  requiresApproval: boolean;
  dealer: boolean;
}

export type SignUpRoleView = Pick<RoleView, 'id' | 'name' | 'label' | 'labelFr' | 'requiresApproval'>;

export interface CityFilter {
  countryId?: number;
  stateId?: number;
  /** Matched case- and accent-insensitively anywhere in the name (or the former name); names starting with it come first. */
  name?: string;
  /** Also the earlier entries that are not local areas (towns), for modules that place a free-text location. */
  includeUnlisted?: boolean;
}

// Accent folding without the unaccent extension: translate() the accented letters of the seeded names
// (and their capitals) to plain lower-case ones, then lower() the rest.
const ACCENTED = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįñńňòóôõöōőŕřśšşťùúûüūůűųýÿźżž';
const PLAIN = ACCENTED.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
if (PLAIN.length !== ACCENTED.length) throw new Error('geography.queries: accent table out of step');
const FOLD_FROM = ACCENTED + ACCENTED.toUpperCase();
const FOLD_TO = PLAIN + PLAIN;
const foldColumn = (column: string) => `lower(translate(${column}, '${FOLD_FROM}', '${FOLD_TO}'))`;

/** The same folding on the JS side, for the search term. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// One state or local area by id, as prepared statements: most writes and many reads check a place (the entity
// repository's query building cost more than the lookup). Columns named as the entities' properties.
const STATE_BY_ID = `SELECT id, country_id AS "countryId", region_id AS "regionId", name, code, latitude::text AS latitude, longitude::text AS longitude
  FROM states WHERE id = $1`;
const CITY_BY_ID = `SELECT id, state_id AS "stateId", country_id AS "countryId", name, latitude::text AS latitude, longitude::text AS longitude, kind, listed,
  successor_id AS "successorId", former_name AS "formerName", location_precision AS "locationPrecision" FROM cities WHERE id = $1`;

/** A row of STATE_BY_ID / CITY_BY_ID: the entity's columns, its coordinates as the numeric's text. */
type WithTextCoordinates<T> = Omit<T, 'latitude' | 'longitude'> & { latitude: string; longitude: string };

const toState = (s: StateEntity): StateView => ({
  id: s.id,
  name: s.name,
  code: s.code,
  countryId: s.countryId,
  regionId: s.regionId,
  latitude: s.latitude,
  longitude: s.longitude,
});

const toCity = (c: CityEntity): CityView => ({
  id: c.id,
  name: c.name,
  stateId: c.stateId,
  countryId: c.countryId,
  latitude: c.latitude,
  longitude: c.longitude,
  kind: c.kind,
  kindLabel: LOCAL_AREA_KINDS[c.kind].label,
  kindLabelFr: LOCAL_AREA_KINDS[c.kind].labelFr,
  approximateLocation: c.locationPrecision === 'STATE',
  listed: c.listed,
  successorId: c.successorId,
  formerName: c.formerName,
});

const toRole = (r: RoleEntity): RoleView => ({
  id: r.id,
  name: r.name,
  label: r.label,
  labelFr: r.labelFr,
  signUp: r.signUp,
  requiresApproval: r.requiresApproval,
  dealer: r.dealer,
});

/** Read-only queries over the reference data. */
@Injectable()
export class GeographyQueries {
  /**
   * States and cities read by id, kept for the life of the process: only migrations change them, and they run before
   * the API listens. Frozen, since every caller shares them; ids that match nothing are not kept.
   */
  private readonly statesById = new Map<number, StateView>();
  private readonly citiesById = new Map<number, CityView>();

  constructor(
    @InjectRepository(RegionEntity) private readonly regions: Repository<RegionEntity>,
    @InjectRepository(StateEntity) private readonly states: Repository<StateEntity>,
    @InjectRepository(CityEntity) private readonly cities: Repository<CityEntity>,
    @InjectRepository(CitySectorEntity) private readonly sectors: Repository<CitySectorEntity>,
    @InjectRepository(RoleEntity) private readonly roles: Repository<RoleEntity>,
  ) {}

  /** By country, then name. */
  async listRegions(countryId?: number): Promise<RegionView[]> {
    if (countryId !== undefined && !isStoredId(countryId)) return [];
    const rows = await this.regions.find({
      where: countryId === undefined ? {} : { countryId },
      order: { countryId: 'ASC', name: 'ASC', id: 'ASC' },
    });
    return rows.map((r) => ({ id: r.id, name: r.name, countryId: r.countryId }));
  }

  /** By name (accents ignored), then id. */
  async listStates(filter: { countryId?: number; regionId?: number } = {}): Promise<StateView[]> {
    if ([filter.countryId, filter.regionId].some((id) => id !== undefined && !isStoredId(id))) return [];
    const query = this.states.createQueryBuilder('state');
    if (filter.countryId !== undefined) query.andWhere('state.countryId = :countryId', { countryId: filter.countryId });
    if (filter.regionId !== undefined) query.andWhere('state.regionId = :regionId', { regionId: filter.regionId });
    const rows = await query.orderBy(foldColumn('state.name'), 'ASC').addOrderBy('state.id', 'ASC').getMany();
    return rows.map(toState);
  }

  /** One state by id, or undefined. */
  async findState(id: number): Promise<StateView | undefined> {
    if (!isStoredId(id)) return undefined;
    const kept = this.statesById.get(id);
    if (kept) return kept;
    const [row] = await queryPrepared<WithTextCoordinates<StateEntity>>(this.states.manager.connection, STATE_BY_ID, [
      id,
    ]);
    const state = row
      ? Object.freeze(toState({ ...row, latitude: Number(row.latitude), longitude: Number(row.longitude) }))
      : undefined;
    if (state) this.statesById.set(id, state);
    return state;
  }

  /**
   * The local areas of a state by name (accents ignored), or undefined when there is no such state; with `unlisted`,
   * also the earlier entries that are not areas (to name what still points at them).
   */
  async citiesOfState(stateId: number, options: { unlisted?: boolean } = {}): Promise<CityView[] | undefined> {
    if (!(await this.findState(stateId))) return undefined;
    const query = this.cities.createQueryBuilder('city').where('city.stateId = :stateId', { stateId });
    if (!options.unlisted) query.andWhere('city.listed');
    const rows = await query.orderBy(foldColumn('city.name'), 'ASC').addOrderBy('city.id', 'ASC').getMany();
    return rows.map(toCity);
  }

  /** One city by id, listed or not (an earlier entry names its successor), or undefined. */
  async findCity(id: number): Promise<CityView | undefined> {
    if (!isStoredId(id)) return undefined;
    const kept = this.citiesById.get(id);
    if (kept) return kept;
    const [row] = await queryPrepared<WithTextCoordinates<CityEntity>>(this.cities.manager.connection, CITY_BY_ID, [
      id,
    ]);
    const city = row
      ? Object.freeze(toCity({ ...row, latitude: Number(row.latitude), longitude: Number(row.longitude) }))
      : undefined;
    if (city) this.citiesById.set(id, city);
    return city;
  }

  /** The sectors of a Rwandan district by name, [] for other areas, undefined when there is no such city. */
  async sectorsOfCity(cityId: number): Promise<SectorView[] | undefined> {
    if (!(await this.findCity(cityId))) return undefined;
    const rows = await this.sectors
      .createQueryBuilder('sector')
      .where('sector.cityId = :cityId', { cityId })
      .orderBy(foldColumn('sector.name'), 'ASC')
      .addOrderBy('sector.id', 'ASC')
      .getMany();
    return rows.map((r) => ({ id: r.id, name: r.name, cityId: r.cityId }));
  }

  /**
   * Whether `cityId` is a city of `stateId` (and of `countryId` when given): for modules that store addresses. An
   * earlier entry no longer listed (a town) still belongs, so that a record keeping it stays valid; a new record that
   * must sit in a local area (a farmer's LGA) passes `{ listedOnly: true }`.
   */
  async cityBelongsTo(
    cityId: number,
    stateId: number,
    countryId?: number,
    options: { listedOnly?: boolean } = {},
  ): Promise<boolean> {
    if (![cityId, stateId, ...(countryId === undefined ? [] : [countryId])].every(isStoredId)) return false;
    return this.cities.existsBy({
      id: cityId,
      stateId,
      ...(countryId === undefined ? {} : { countryId }),
      ...(options.listedOnly ? { listed: true } : {}),
    });
  }

  async searchCities(filter: CityFilter, request: PageRequest): Promise<Page<CityView>> {
    if ([filter.countryId, filter.stateId].some((id) => id !== undefined && !isStoredId(id)))
      return pageOf([], 0, request);
    const query = this.cities.createQueryBuilder('city');
    if (filter.countryId !== undefined) query.andWhere('city.countryId = :countryId', { countryId: filter.countryId });
    if (filter.stateId !== undefined) query.andWhere('city.stateId = :stateId', { stateId: filter.stateId });
    if (!filter.includeUnlisted) query.andWhere('city.listed');
    const term = filter.name === undefined ? '' : foldText(filter.name);
    if (term) {
      const folded = foldColumn('city.name');
      const foldedFormer = foldColumn("coalesce(city.formerName, '')");
      query.andWhere(`(${folded} LIKE :contains OR ${foldedFormer} LIKE :contains)`, {
        contains: `%${likeLiteral(term)}%`,
      });
      // Names that start with the term first.
      query
        .orderBy(`CASE WHEN ${folded} LIKE :prefix THEN 0 ELSE 1 END`, 'ASC')
        .setParameter('prefix', `${likeLiteral(term)}%`);
      query.addOrderBy(folded, 'ASC');
    } else {
      query.orderBy(foldColumn('city.name'), 'ASC');
    }
    query.addOrderBy('city.id', 'ASC');
    const [rows, total] = await query
      .skip(request.page * request.size)
      .take(request.size)
      .getManyAndCount();
    return pageOf(rows.map(toCity), total, request);
  }

  /**
   * The names of the states and cities given, in one query (ids that name nothing are left out): for screens that
   * show many places at once, such as a ranking of states and their local areas.
   */
  async placeNames(ids: {
    stateIds?: readonly number[];
    cityIds?: readonly number[];
  }): Promise<{ states: Map<number, string>; cities: Map<number, string> }> {
    const stateIds = [...new Set(ids.stateIds ?? [])].filter(isStoredId);
    const cityIds = [...new Set(ids.cityIds ?? [])].filter(isStoredId);
    const states = new Map<number, string>();
    const cities = new Map<number, string>();
    if (!stateIds.length && !cityIds.length) return { states, cities };
    const rows: { kind: 'state' | 'city'; id: number; name: string }[] = await this.states.query(
      `SELECT 'state' AS kind, id, name FROM states WHERE id = ANY($1::int[])
       UNION ALL
       SELECT 'city' AS kind, id, name FROM cities WHERE id = ANY($2::int[])`,
      [stateIds, cityIds],
    );
    for (const row of rows) (row.kind === 'state' ? states : cities).set(Number(row.id), row.name);
    return { states, cities };
  }

  /** Every role, by id. */
  async listRoles(): Promise<RoleView[]> {
    const rows = await this.roles.find({ order: { id: 'ASC' } });
    return rows.map(toRole);
  }

  /** The roles offered on the sign-up form, by id. */
  async signUpRoles(): Promise<SignUpRoleView[]> {
    const rows = await this.roles.find({ where: { signUp: true }, order: { id: 'ASC' } });
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      label: r.label,
      labelFr: r.labelFr,
      requiresApproval: r.requiresApproval,
    }));
  }
}
