/**
 * The farmers screens' calls to the API (src/farmers) besides the lists react-admin reads (./resources.ts). Creating
 * and changing a farmer, a farm or a record goes through the offline queue (./offline): the console gives each new
 * object its id, so that a submission sent again is the same object.
 */
import { saveFile } from '../api/files';
import { apiPath, type TypedApi } from '../../shared/api';
import { farmersQueue } from './offline/farmersQueue';
import type { QueuedKind, SubmitOutcome } from './offline/queue';
import type { ImportAlias } from './imports/ImportUnknownValues';
import type { Schema } from '../../shared/schemas';
import type { Farm, Farmer, Mutation, PlantingRecord, RecordType, RecordTypeList, SectionRemoval } from './types';

/** Fields and files of a farmer form; `id` is the farmer's. */
export interface FarmerSubmission {
  id: string;
  fields: Record<string, unknown>;
  files: Record<string, Blob>;
}

/** POST farmers (new, with its id) or PUT farmers/{id}: sent now, or kept until the connection returns. */
export const saveFarmer = (submission: FarmerSubmission, creating: boolean) =>
  farmersQueue.submit<Mutation<Farmer>>({
    id: submission.id,
    kind: 'FARMER',
    label: String(submission.fields.fullName ?? ''),
    method: creating ? 'POST' : 'PUT',
    path: creating ? apiPath('/api/v1/farmers') : apiPath('/api/v1/farmers/{id}', { id: submission.id }),
    fields: creating ? { ...submission.fields, id: submission.id } : submission.fields,
    files: submission.files,
    farmerId: submission.id,
  });

const queued = <T>(
  kind: QueuedKind,
  label: string,
  method: 'POST' | 'PUT',
  path: string,
  id: string,
  farmerId: string,
  fields: Record<string, unknown>,
) => farmersQueue.submit<Mutation<T>>({ id, kind, label, method, path, fields, farmerId });

/** POST farm/create (with its id) or PUT farm/edit/{id}. */
export const saveFarm = (
  farm: Record<string, unknown> & { id: string; farmerId: string; name: string },
  creating: boolean,
): Promise<SubmitOutcome<Mutation<Farm>>> => {
  const { id, farmerId, ...details } = farm;
  return creating
    ? queued<Farm>('FARM', farm.name, 'POST', apiPath('/api/v1/farm/create'), id, farmerId, {
        ...details,
        id,
        farmerId,
      })
    : queued<Farm>('FARM', farm.name, 'PUT', apiPath('/api/v1/farm/edit/{id}', { id }), id, farmerId, details);
};

/** POST farmer-record/create (with its id) or PUT farmer-record/{id}/save. */
export const saveRecord = (
  record: Record<string, unknown> & { id: string; farmerId: string; farmId: string },
  label: string,
  creating: boolean,
): Promise<SubmitOutcome<Mutation<PlantingRecord>>> => {
  const { id, farmerId, farmId, ...content } = record;
  return creating
    ? queued<PlantingRecord>('RECORD', label, 'POST', apiPath('/api/v1/farmer-record/create'), id, farmerId, {
        ...content,
        id,
        farmerId,
        farmId,
      })
    : queued<PlantingRecord>(
        'RECORD',
        label,
        'PUT',
        apiPath('/api/v1/farmer-record/{id}/save', { id }),
        id,
        farmerId,
        content,
      );
};

/** The rows of every page of a paged answer, read one page after the other (50 pages at the most). */
async function everyPage<T>(read: (page: number) => Promise<{ content: T[]; totalPages: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; page < 50; page++) {
    const body = await read(page);
    rows.push(...body.content);
    if (page + 1 >= body.totalPages || !body.content.length) break;
  }
  return rows;
}

/** The farmers' calls, added to the console's data provider (../dataProvider.ts): screens reach them with useFarmersApi(). */
export const farmersCalls = (api: TypedApi) => {
  const byId = (id: string, signal?: AbortSignal) => ({ params: { path: { id } }, signal });
  const getFarmer = (id: string, signal?: AbortSignal) => api.get('/api/v1/farmers/{id}', byId(id, signal));
  const deleteFarmer = (id: string) => api.delete('/api/v1/farmers/{id}', byId(id));

  /** GET farm/farmer/{id}: every farm of the farmer (20 a page, page after page). */
  const farmsOf = (farmerId: string, signal?: AbortSignal): Promise<Farm[]> =>
    everyPage((page) =>
      api.get('/api/v1/farm/farmer/{id}', { params: { path: { id: farmerId }, query: { page, size: 20 } }, signal }),
    );

  const deleteFarm = (id: string) => api.delete('/api/v1/farm/delete/{id}', byId(id));

  /** GET farmer-record/farm/{id}: the farm's records, latest year first (20 a page, page after page). */
  const recordsOf = (farmId: string, signal?: AbortSignal): Promise<PlantingRecord[]> =>
    everyPage((page) =>
      api.get('/api/v1/farmer-record/farm/{id}', {
        params: { path: { id: farmId }, query: { page, size: 20 } },
        signal,
      }),
    );

  const deleteRecord = (id: string) => api.delete('/api/v1/farmer-record/delete/{id}', byId(id));

  /** DELETE farmer-record/delete-{fertilizer|manure|seed|cpp}/{itemId} */
  const deleteRecordItem = (call: SectionRemoval, itemId: string) =>
    api.delete(`/api/v1/farmer-record/${call}/{id}`, byId(itemId));

  const seasonsOf = (farmerId: string, signal?: AbortSignal) =>
    api.get('/api/v1/farmer-record/farmer/{id}/seasons', byId(farmerId, signal));

  /** GET farmers-history/{farmerId} (latest first) */
  const historyOf = async (farmerId: string, signal?: AbortSignal) =>
    (
      await api.get('/api/v1/farmers-history/{id}', {
        params: { path: { id: farmerId }, query: { size: 100 } },
        signal,
      })
    ).content;

  /** POST farmers-history (a new entry with its id) or PUT farmers-history/{id}. */
  const saveHistoryEntry = (entry: Schema<'HistoryEntryDto'> & { id: string }, creating: boolean) => {
    const { id, farmerId, ...content } = entry;
    return creating
      ? api.post('/api/v1/farmers-history', { body: { ...content, id, farmerId } })
      : api.put('/api/v1/farmers-history/{id}', { params: { path: { id } }, body: content });
  };

  /** GET farmers/{id}/changes: who changed what, from the event log. */
  const changesOf = (farmerId: string, signal?: AbortSignal) =>
    api.get('/api/v1/farmers/{id}/changes', byId(farmerId, signal));

  // ---- Reference lists ----

  const projectsOf = (countryId: number, signal?: AbortSignal) =>
    api.get('/api/v1/projects', { params: { query: { countryId } }, signal });
  const aggregationPartnersOf = (countryId: number, signal?: AbortSignal) =>
    api.get('/api/v1/aggregation-partner/{id}', { params: { path: { id: countryId } }, signal });
  const farmerCompaniesOf = (countryId: number, signal?: AbortSignal) =>
    api.get('/api/v1/farmers/farmer-company/country/{id}', { params: { path: { id: countryId } }, signal });
  /** POST projects / POST aggregation-partner: a new entry of the country's list (administrators: farmer-lists:manage). */
  const addReferenceItem = (kind: 'project' | 'aggregationPartner', countryId: number, name: string) =>
    api.post(kind === 'project' ? '/api/v1/projects' : '/api/v1/aggregation-partner', { body: { countryId, name } });
  /** GET farmer-record/{crop|fertilizer|manure|seed|cpp|training|unit}-types */
  const recordTypes = async (kind: RecordTypeList, signal?: AbortSignal): Promise<RecordType[]> =>
    api.get(`/api/v1/farmer-record/${kind}`, { signal });

  /** A file the API serves only with the bearer token (the consent form), saved under `fileName`. */
  const downloadFarmerFile = async (url: string, fileName: string) => saveFile(await api.linkedFile(url), fileName);

  /** GET farmers/import/template: the country's spreadsheet, saved as a download. */
  const downloadImportTemplate = async (countryId: number | undefined) =>
    saveFile(
      await api.download('/api/v1/farmers/import/template', { params: { query: { countryId } } }),
      'farmers-template.xlsx',
    );

  /**
   * The import form: the file, the owner (administrators), the user's column mapping (header -> field or null) and the
   * values for the whole file (field -> value).
   */
  const importForm = (
    file: File,
    ownerId: string | undefined,
    mapping?: Record<string, string | null>,
    values?: Record<string, string>,
    aliases?: ImportAlias[],
  ) => {
    const form = new FormData();
    if (ownerId) form.append('ownerId', ownerId);
    if (mapping) form.append('mapping', JSON.stringify(mapping));
    const given = Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value.trim() !== ''));
    if (Object.keys(given).length) form.append('values', JSON.stringify(given));
    if (aliases?.length) form.append('aliases', JSON.stringify(aliases));
    form.append('farmersList', file);
    return form;
  };
  /** POST farmers/import/columns: the sheet's columns as the server matches them, and the fields to map them to. */
  const importColumns = (file: File, mapping?: Record<string, string | null>, values?: Record<string, string>) =>
    api.post('/api/v1/farmers/import/columns', { body: importForm(file, undefined, mapping, values) });
  /** POST farmers/bulk: checks (dryRun) or imports a spreadsheet of up to 1,000 rows in the request. */
  const importFarmers = (
    file: File,
    ownerId: string | undefined,
    dryRun: boolean,
    mapping?: Record<string, string | null>,
    values?: Record<string, string>,
    aliases?: ImportAlias[],
  ) =>
    api.post('/api/v1/farmers/bulk', {
      params: { query: { dryRun } },
      body: importForm(file, ownerId, mapping, values, aliases),
    });
  /** POST farmers/async-bulk-upload: queues a larger spreadsheet; its progress is GET farmers/imports/{jobId}. */
  const queueImport = (
    file: File,
    ownerId: string | undefined,
    dryRun: boolean,
    mapping?: Record<string, string | null>,
    values?: Record<string, string>,
    aliases?: ImportAlias[],
  ) =>
    api.post('/api/v1/farmers/async-bulk-upload', {
      params: { query: { dryRun } },
      body: importForm(file, ownerId, mapping, values, aliases),
    });
  const importProgress = (jobId: string, signal?: AbortSignal) =>
    api.get('/api/v1/farmers/imports/{jobId}', { params: { path: { jobId } }, signal });

  return {
    downloadImportTemplate,
    importColumns,
    importFarmers,
    queueImport,
    importProgress,
    saveFarmer,
    saveFarm,
    saveRecord,
    getFarmer,
    deleteFarmer,
    farmsOf,
    deleteFarm,
    recordsOf,
    deleteRecord,
    deleteRecordItem,
    seasonsOf,
    historyOf,
    saveHistoryEntry,
    changesOf,
    projectsOf,
    aggregationPartnersOf,
    farmerCompaniesOf,
    addReferenceItem,
    recordTypes,
    downloadFarmerFile,
  };
};
