import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../../../kernel/auth/access.ports';
import { organisationIdOf } from '../../../kernel/auth/organisation-roles';
import { arrayParameter } from '../../../kernel/database/array-parameter';
import { DomainError } from '../../../kernel/errors/domain-error';
import { FarmersErrors } from '../../farmers.errors';
import { LIST_FIELDS, ListField } from '../domain/list-values';
import { placeKey } from '../domain/place-names';

/** A spelling of a state or an LGA the user says means a place of the country (an LGA: of the state named). */
export interface PlaceAlias {
  field: 'state' | 'city';
  /** The spelling as the sheet writes it. */
  value: string;
  /** For an LGA: the state it is in (as the sheet or the country names it). */
  state?: string;
  /** The place's name as the country's list gives it. */
  means: string;
}

/** A spelling of a list value (a gender, season, unit or crop) the user says means an entry of the list. */
export interface ValueAlias {
  field: ListField;
  /** The spelling as the sheet writes it. */
  value: string;
  /** The entry: its English or French name as the list gives it, or its code. */
  means: string;
}

export type GivenAlias = PlaceAlias | ValueAlias;

export const isPlaceAlias = (alias: GivenAlias): alias is PlaceAlias =>
  alias.field === 'state' || alias.field === 'city';

/**
 * An alias as it is kept: a place's by `placeId` (`scope` the state's id for an LGA, '' for a state), a list value's by
 * `means` (the entry's key: a code, or a crop's or unit's id as text; `scope` ''). `spelling` compared as placeKey reads it.
 */
export type KeptAlias =
  | { field: 'state' | 'city'; scope: string; spelling: string; placeId: number; means?: undefined }
  | { field: ListField; scope: ''; spelling: string; means: string; placeId?: undefined };

const invalid = () =>
  new DomainError(FarmersErrors.FARMER_IMPORT_ALIASES_INVALID, {}, [
    { field: 'aliases', message: FarmersErrors.FARMER_IMPORT_ALIASES_INVALID },
  ]);

const FIELDS: readonly string[] = ['state', 'city', ...LIST_FIELDS];

/** The aliases as a form sends them (JSON list of PlaceAlias or ValueAlias), checked: anything else is a 400. */
export function checkAliases(raw: string | null | undefined): GivenAlias[] | undefined {
  if (raw === undefined || raw === null || raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length > 1000) throw invalid();
  const text = (value: unknown) => typeof value === 'string' && value.trim() !== '' && value.length <= 255;
  return parsed.map((alias: Record<string, unknown>) => {
    if (
      !alias ||
      typeof alias !== 'object' ||
      !FIELDS.includes(String(alias.field)) ||
      !text(alias.value) ||
      !text(alias.means)
    )
      throw invalid();
    if (alias.field === 'city' && !text(alias.state)) throw invalid();
    return {
      field: alias.field,
      value: String(alias.value),
      means: String(alias.means),
      ...(alias.field === 'city' ? { state: String(alias.state) } : {}),
    } as GivenAlias;
  });
}

/**
 * The aliases of states, LGAs and list values an organisation's imports have been told, applied to its next imports (and to no other
 * organisation's). The organisation is the one the farmers' owner works for, else the owner.
 */
@Injectable()
export class ImportAliases {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory,
  ) {}

  async organisationOf(ownerId: string): Promise<string> {
    const owner = await this.people.personOf(ownerId);
    return owner ? organisationIdOf(owner) : ownerId;
  }

  async kept(organisationId: string, countryId: number): Promise<KeptAlias[]> {
    const rows: {
      field: KeptAlias['field'];
      scope: string;
      spelling: string;
      place_id: number | null;
      means: string | null;
    }[] = await this.dataSource.query(
      `SELECT field, scope, spelling, place_id, means FROM farmer_import_aliases WHERE organisation_id = $1 AND country_id = $2`,
      [organisationId, countryId],
    );
    return rows.map((r) =>
      r.means === null
        ? { field: r.field as 'state' | 'city', scope: r.scope, spelling: r.spelling, placeId: r.place_id! }
        : { field: r.field as ListField, scope: '', spelling: r.spelling, means: r.means },
    );
  }

  /** Keeps the aliases an import was given (the latest word wins for a spelling). */
  async keep(
    organisationId: string,
    countryId: number,
    createdBy: string,
    aliases: KeptAlias[],
    now: string,
  ): Promise<void> {
    // One row per spelling, the last word for it winning (one statement may not change a row twice).
    const bySpelling = new Map(aliases.map((a) => [`${a.field}|${a.scope}|${placeKey(a.spelling)}`, a]));
    aliases = [...bySpelling.values()];
    if (aliases.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO farmer_import_aliases (organisation_id, country_id, field, scope, spelling, place_id, means, created_by, created_at)
       SELECT $1, $2, f, s, k, p, m, $8, $9 FROM unnest($3::text[], $4::text[], $5::text[], $6::int[], $7::text[]) AS x(f, s, k, p, m)
       ON CONFLICT (organisation_id, country_id, field, scope, spelling)
       DO UPDATE SET place_id = EXCLUDED.place_id, means = EXCLUDED.means, created_by = EXCLUDED.created_by, created_at = EXCLUDED.created_at`,
      [
        organisationId,
        countryId,
        arrayParameter(aliases.map((a) => a.field)),
        arrayParameter(aliases.map((a) => a.scope)),
        arrayParameter(aliases.map((a) => placeKey(a.spelling))),
        // Arrays holding NULLs go to the driver as they are (arrayParameter takes words and numbers only).
        aliases.map((a) => a.placeId ?? null),
        aliases.map((a) => a.means ?? null),
        createdBy,
        now,
      ],
    );
  }
}
