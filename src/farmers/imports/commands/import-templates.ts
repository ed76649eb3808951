import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ColumnMapping, normaliseHeader } from '../../../kernel/files/excel-reader';
import { ImportAliases } from './import-aliases';
import type { FileValues, SheetLayout } from './sheet-layout';

/** A saved way of reading a sheet: its column mapping and its values for the whole file. */
export interface ImportTemplate {
  mapping: ColumnMapping;
  values: FileValues;
}

/** The headers of a sheet as a template is found by them: normalised, in the sheet's order. */
export const headersOf = (layout: SheetLayout) => layout.columns.map((c) => normaliseHeader(c.column)).join('|');

/**
 * The mappings an organisation's imports used, by the sheet's headers: a real import keeps its mapping and values, and
 * the analysis of a sheet with the same headers from the same organisation offers them again.
 */
@Injectable()
export class ImportTemplates {
  constructor(
    private readonly dataSource: DataSource,
    private readonly aliases: ImportAliases,
  ) {}

  async find(senderId: string, headers: string): Promise<ImportTemplate | null> {
    const organisationId = await this.aliases.organisationOf(senderId);
    const [row] = await this.dataSource.query<{ mapping: ColumnMapping; file_values: FileValues }[]>(
      `SELECT mapping, file_values FROM farmer_import_templates WHERE organisation_id = $1 AND headers = $2`,
      [organisationId, headers],
    );
    return row ? { mapping: row.mapping, values: row.file_values } : null;
  }

  /** Keeps what an import was told (nothing when it was told nothing: the headers spoke for themselves). */
  async keep(
    senderId: string,
    headers: string,
    template: { mapping?: ColumnMapping; values?: FileValues },
    now: string,
  ): Promise<void> {
    if (!template.mapping && !template.values) return;
    const organisationId = await this.aliases.organisationOf(senderId);
    await this.dataSource.query(
      `INSERT INTO farmer_import_templates (organisation_id, headers, mapping, file_values, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (organisation_id, headers)
       DO UPDATE SET mapping = EXCLUDED.mapping, file_values = EXCLUDED.file_values, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
      [
        organisationId,
        headers,
        JSON.stringify(template.mapping ?? {}),
        JSON.stringify(template.values ?? {}),
        senderId,
        now,
      ],
    );
  }
}
