import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../../kernel/clock/clock';
import { DomainError } from '../../../kernel/errors/domain-error';
import { IMAGE_TYPES } from '../../../kernel/storage/content-type';
import { StorageService } from '../../../kernel/storage/storage.service';
import { SiteErrors } from '../../site.errors';

/** The largest logo. */
export const TRUST_LOGO_MAX_BYTES = 1024 * 1024;

/** The text fields of a partner's form, as its DTO checked them. */
export interface TrustPartnerForm {
  name: string;
  website?: string;
  position?: number;
}

/** A partner as the home page and the console show it. */
export interface TrustPartnerView {
  id: string;
  name: string;
  website: string | null;
  position: number;
  logoUrl: string;
}

export interface PartnerRow {
  id: string;
  country_id: number;
  name: string;
  website: string | null;
  logo_key: string;
  position: number;
}

export const partnerView = (row: PartnerRow): TrustPartnerView => ({
  id: row.id,
  name: row.name,
  website: row.website,
  position: row.position,
  logoUrl: `/api/v1/trust-us/${row.id}/logo`,
});

/**
 * The partner organisations the home page shows ("they trust us"), per country, kept by administrators in
 * trust_partners; their logos are checked by content and kept by the storage service.
 */
@Injectable()
export class TrustPartners {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly clock: Clock,
  ) {}

  async list(countryId: number): Promise<TrustPartnerView[]> {
    const rows: PartnerRow[] = await this.dataSource.query(
      `SELECT * FROM trust_partners WHERE country_id = $1 ORDER BY position, lower(name), id`,
      [countryId],
    );
    return rows.map(partnerView);
  }

  async row(id: string, countryId?: number): Promise<PartnerRow> {
    const [row]: PartnerRow[] = await this.dataSource.query(`SELECT * FROM trust_partners WHERE id = $1`, [id]);
    if (!row || (countryId !== undefined && row.country_id !== countryId))
      throw new DomainError(SiteErrors.TRUST_PARTNER_NOT_FOUND);
    return row;
  }

  private async keepLogo(logo: Buffer): Promise<string> {
    return (await this.storage.save('trust-us', logo, { accept: IMAGE_TYPES, maxBytes: TRUST_LOGO_MAX_BYTES })).key;
  }

  async create(countryId: number, form: TrustPartnerForm, logo: Buffer | null): Promise<TrustPartnerView> {
    if (!logo) throw new DomainError(SiteErrors.TRUST_PARTNER_LOGO_REQUIRED);
    const key = await this.keepLogo(logo);
    const id = randomUUID();
    const now = this.clock.now();
    await this.dataSource.query(
      `INSERT INTO trust_partners (id, country_id, name, website, logo_key, position, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [id, countryId, form.name, form.website ?? null, key, form.position ?? 0, now],
    );
    return partnerView(await this.row(id));
  }

  async update(countryId: number, id: string, form: TrustPartnerForm, logo: Buffer | null): Promise<TrustPartnerView> {
    const before = await this.row(id, countryId);
    const key = logo ? await this.keepLogo(logo) : before.logo_key;
    await this.dataSource.query(
      `UPDATE trust_partners SET name = $2, website = $3, position = $4, logo_key = $5, updated_at = $6 WHERE id = $1`,
      [id, form.name, form.website ?? null, form.position ?? before.position, key, this.clock.now()],
    );
    if (key !== before.logo_key) await this.storage.remove(before.logo_key).catch(() => undefined);
    return partnerView(await this.row(id));
  }

  async remove(countryId: number, id: string): Promise<PartnerRow> {
    const row = await this.row(id, countryId);
    await this.dataSource.query(`DELETE FROM trust_partners WHERE id = $1`, [id]);
    await this.storage.remove(row.logo_key).catch(() => undefined);
    return row;
  }
}
