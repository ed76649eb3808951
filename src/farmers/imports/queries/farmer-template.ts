import { Injectable } from '@nestjs/common';
import ExcelJS from 'exceljs';
import { DataSource } from 'typeorm';
import { CountryDirectory, GeographyQueries } from '../../../geography';
import type { Language } from '../../../kernel/context/request-context';
import { translate } from '../../../kernel/i18n/translator';
import { SIZE_UNITS } from '../../farms/domain/farm';
import { SEASONS } from '../../records/domain/planting-record';
import { RecordTypes } from '../../records/queries/record-types';
import { GENDERS } from '../../registry/domain/farmer';
import { FARMER_SHEET, FarmerSheetField, TEMPLATE_HEADERS } from '../domain/farmer-sheet';

const DATA_ROWS = 2000;

const columnLetter = (index: number): string => {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

/**
 * The farmer spreadsheet of a country: the "Farmers" sheet with the columns the import reads (headers in the caller's
 * language), drop-down lists of the country's reference values (kept on a "Lists" sheet), and the instructions.
 */
@Injectable()
export class FarmerTemplate {
  constructor(
    private readonly dataSource: DataSource,
    private readonly geography: GeographyQueries,
    private readonly countries: CountryDirectory,
    private readonly types: RecordTypes,
  ) {}

  async build(countryId: number, language: Language, maxBytes: number): Promise<Buffer> {
    const country = (await this.countries.ready()).byId(countryId)!;
    const states = await this.geography.listStates({ countryId });
    const cities: string[] = [];
    for (const state of states)
      for (const city of (await this.geography.citiesOfState(state.id)) ?? []) cities.push(city.name);
    const reference: { list: string; name: string }[] = await this.dataSource.query(
      `SELECT list, name FROM farmer_reference_items WHERE country_id = $1 AND active ORDER BY name`,
      [countryId],
    );
    const lists = await this.types.lists();
    const name = (e: { name: string; nameFr: string }) => (language === 'fr' ? e.nameFr : e.name);
    const values: Partial<Record<FarmerSheetField, string[]>> = {
      country: [language === 'fr' ? country.nameFr : country.name],
      state: states.map((s) => s.name),
      city: [...new Set(cities)].sort(),
      gender: [...GENDERS],
      project: reference.filter((r) => r.list === 'PROJECT').map((r) => r.name),
      aggregationPartner: reference.filter((r) => r.list === 'AGGREGATION_PARTNER').map((r) => r.name),
      farmSizeUnit: [...SIZE_UNITS],
      season: [...SEASONS],
      crop: lists.crop.map(name),
      trainingType: lists.training.map(name),
      fertilizerType: lists.fertilizer.map(name),
      fertilizerUnit: lists.unit.filter((u) => u.measure === 'MASS').map(name),
      yieldUnit: lists.unit.filter((u) => u.measure === 'MASS').map(name),
    };

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(translate('FARMER_TEMPLATE_SHEET', language));
    const listSheetName = translate('FARMER_TEMPLATE_LISTS_SHEET', language);
    const listSheet = workbook.addWorksheet(listSheetName);
    const fields = Object.keys(FARMER_SHEET) as FarmerSheetField[];
    sheet.columns = fields.map((field) => ({ header: TEMPLATE_HEADERS[language][field], key: field, width: 22 }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    let listColumn = 0;
    fields.forEach((field, index) => {
      const list = values[field];
      if (!list?.length) return;
      const letter = columnLetter(listColumn++);
      listSheet.getCell(`${letter}1`).value = TEMPLATE_HEADERS[language][field];
      list.forEach((value, i) => (listSheet.getCell(`${letter}${i + 2}`).value = value));
      const column = columnLetter(index);
      const validation: ExcelJS.DataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`'${listSheetName}'!$${letter}$2:$${letter}$${list.length + 1}`],
        showErrorMessage: true,
        errorStyle: 'warning',
      };
      (
        sheet as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }
      ).dataValidations.add(`${column}2:${column}${DATA_ROWS + 1}`, validation);
    });
    const instructions = workbook.addWorksheet(translate('FARMER_TEMPLATE_INSTRUCTIONS_SHEET', language));
    instructions.getColumn(1).width = 120;
    const text = translate('FARMER_TEMPLATE_INSTRUCTIONS', language, {
      length: country.phoneLength,
      code: country.phoneCode,
      size: `${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB`,
    });
    text.split('|').forEach((line, i) => (instructions.getCell(`A${i + 1}`).value = line));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
}
