import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { ContactCard, ContactCardsQuery } from '../../accounts';
import { PEOPLE_DIRECTORY, PeopleDirectory } from '../../kernel/auth/access.ports';
import { ExcelColumn, ExcelExportPipeline } from '../../kernel/files/excel-export-pipeline';
import { HandlesJob, JobHandler } from '../../kernel/messaging/job-handler';
import { ListFarmersHandler } from '../registry/queries/farmer-lists';
import { FARMER_COLUMNS, FARMER_JOINS, FarmerRow, FarmerView, FarmerViews } from '../registry/queries/farmer.views';
import { ExportFarmers, ExportFarmersPayload } from './farmers.jobs';

const BATCH = 1000;

export const FARMER_EXPORT_COLUMNS: ExcelColumn<FarmerView>[] = [
  { header: 'FARMER_EXPORT_FULL_NAME', value: (f) => f.fullName, width: 28 },
  { header: 'FARMER_EXPORT_GENDER', value: (f) => f.gender },
  { header: 'FARMER_EXPORT_PHONE', value: (f) => f.phone },
  { header: 'FARMER_EXPORT_EMAIL', value: (f) => f.email },
  { header: 'FARMER_EXPORT_ADDRESS', value: (f) => f.address },
  { header: 'FARMER_EXPORT_STATE', value: (f) => f.state.name },
  { header: 'FARMER_EXPORT_LGA', value: (f) => f.city.name },
  { header: 'FARMER_EXPORT_COMMUNITY', value: (f) => f.community },
  { header: 'FARMER_EXPORT_PROJECT', value: (f) => f.project.name },
  { header: 'FARMER_EXPORT_AGGREGATION_PARTNER', value: (f) => f.aggregationPartner.name },
  { header: 'FARMER_EXPORT_AGE', value: (f) => f.age },
  { header: 'FARMER_EXPORT_CREATED_BY', value: (f) => f.createdBy.fullName },
  { header: 'FARMER_EXPORT_CREATED_AT', value: (f) => f.createdAt.slice(0, 10) },
];

/**
 * The farmers of a list, in batches by keyset on the id (stable, nothing read twice or skipped); the next batch is read
 * while the last is written out.
 */
async function* farmersOf(
  dataSource: DataSource,
  views: FarmerViews,
  condition: string,
  params: unknown[],
): AsyncGenerator<FarmerView> {
  const batchAfter = (after: string): Promise<FarmerRow[]> => {
    const read = dataSource.query(
      `SELECT ${FARMER_COLUMNS} FROM farmers f ${FARMER_JOINS} WHERE ${condition} AND f.id > $${params.length + 1} ORDER BY f.id LIMIT ${BATCH}`,
      [...params, after],
    );
    read.catch(() => undefined); // a read made ahead for a writer that failed meanwhile is not an unhandled rejection
    return read;
  };
  let next = batchAfter('00000000-0000-0000-0000-000000000000');
  for (;;) {
    const rows = await next;
    const more = rows.length === BATCH;
    if (more) next = batchAfter(rows[rows.length - 1].id);
    for (const view of await views.many(rows)) yield view;
    if (!more) return;
  }
}

/** Streams a farmer list into an Excel file (flat memory), mailed attached, or as a link when it is large. */
@Injectable()
@HandlesJob(ExportFarmers)
export class ExportFarmersJob implements JobHandler<ExportFarmersPayload> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pipeline: ExcelExportPipeline,
    private readonly lists: ListFarmersHandler,
    private readonly views: FarmerViews,
    private readonly queries: QueryBus,
    @Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory,
  ) {}

  async handle(job: Job<ExportFarmersPayload>): Promise<void> {
    const { exportId, requesterId, scope, filter, language } = job.data;
    const person = await this.people.personOf(requesterId);
    const [requester]: ContactCard[] = await this.queries.execute(new ContactCardsQuery([requesterId]));
    if (!person || !requester?.email) return; // the person who asked is gone
    const actor = { id: person.id, roles: person.roles, countryId: person.countryId };
    const { condition, params } = await this.lists.where(actor, scope, filter);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM farmers f WHERE ${condition}`,
      params,
    );
    await this.pipeline.run({
      exportId,
      rows: farmersOf(this.dataSource, this.views, condition, params),
      columns: FARMER_EXPORT_COLUMNS,
      sheet: 'FARMERS_EXPORT_SHEET',
      fileName: `farmers-${new Date().toISOString().slice(0, 10)}`,
      recipient: { email: requester.email, name: requester.firstname },
      language,
      mail: { subject: 'FARMERS_EXPORT_MAIL_SUBJECT', text: 'FARMERS_EXPORT_MAIL_TEXT' },
      onProgress: (rows) => job.updateProgress(total ? Math.min(99, Math.floor((rows / total) * 100)) : 99),
    });
    await job.updateProgress(100);
  }
}
