import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DownloadIcon from '@mui/icons-material/Download';
import { Link } from 'react-router-dom';
import { useGetIdentity, useGetList, useBasename, useRefresh, useTranslate } from 'react-admin';
import { useWorkingCountryId } from '../api/reference';
import { FARMERS_IMPORT } from './permissions';
import { adminsFarmers } from './roles';
import { ImportColumnMapping, mappingOf, mappingProblems, type ColumnMapping, type FileValues } from './ImportMapping';
import { ImportFileValues } from './ImportFileValues';
import { ImportUnknownValues, type ImportAlias } from './ImportUnknownValues';
import { ApiError } from '../api/errors';
import type { ImportPreviewRow, ImportReport, SheetColumns } from './types';
import { PageHeading, RequirePermission, messageOf } from './ui';
import { useFarmersApi } from './useFarmersApi';

/** The spec's upload limit (the server's may be raised for a programme; it then says so itself). */
const MAX_BYTES = 2 * 1024 * 1024;
const POLL_MS = 1000;
const EXCEL = /\.xlsx$/i;

type Stage =
  | { kind: 'idle' }
  | { kind: 'working'; dryRun: boolean; progress: number | null }
  | { kind: 'done'; report: ImportReport; message: string }
  | { kind: 'failed'; message: string; details: string[] };

/** A refusal's message and its details (e.g. each missing column), as the API answers them. */
const failureOf = (error: unknown, fallback: string): { message: string; details: string[] } => ({
  message: messageOf(error, fallback),
  details: error instanceof ApiError ? error.fieldErrors.map((e) => e.message) : [],
});

/** The client's checks of the chosen file, before anything is sent (the server checks the content again). */
export function fileProblem(file: File): 'notExcel' | 'tooLarge' | null {
  if (!EXCEL.test(file.name)) return 'notExcel';
  if (file.size > MAX_BYTES) return 'tooLarge';
  return null;
}

function ExtensionAgentPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList('users/extensionagents', {
    filter: { status: 'APPROVED' },
    pagination: { page: 1, perPage: 100 },
  });
  const label = (agent: { id: string | number; firstname?: string; lastname?: string; email?: string }) =>
    `${agent.firstname ?? ''} ${agent.lastname ?? ''} (${agent.email ?? ''})`.trim();
  return (
    <Autocomplete
      options={data}
      loading={isPending}
      value={data.find((agent) => agent.id === value) ?? null}
      getOptionLabel={label}
      onChange={(_, agent) => onChange(agent ? String(agent.id) : undefined)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('kasuwa.farmers.import.owner')}
          helperText={translate('kasuwa.farmers.import.ownerHelp')}
        />
      )}
      sx={{ maxWidth: 480 }}
      data-testid="import-owner"
    />
  );
}

function StatusChip({ status }: { status: ImportPreviewRow['status'] }) {
  const translate = useTranslate();
  const color = status === 'NEW' ? 'success' : status === 'REFUSED' ? 'error' : 'default';
  return <Chip size="small" color={color} label={translate(`kasuwa.farmers.import.status.${status}`)} />;
}

function ReportView({ report, message }: { report: ImportReport; message: string }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`kasuwa.farmers.import.${key}`);
  return (
    <Stack spacing={2} data-testid="import-report">
      <Alert severity={report.refused ? 'warning' : 'success'} role="status" data-testid="import-summary">
        {message}
      </Alert>
      {report.preview.length > 0 && (
        <TableContainer component={Card} variant="outlined">
          <Table size="small" aria-label={t('previewTitle')} data-testid="import-preview">
            <caption>
              {translate('kasuwa.farmers.import.previewCaption', { shown: report.preview.length, rows: report.rows })}
            </caption>
            <TableHead>
              <TableRow>
                {['row', 'statusLabel', 'fullName', 'gender', 'phone', 'state', 'city', 'crop', 'farmSize'].map(
                  (column) => (
                    <TableCell key={column} scope="col">
                      {t(`columns.${column}`)}
                    </TableCell>
                  ),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {report.preview.map((row) => (
                <TableRow key={row.row} data-testid="import-preview-row">
                  <TableCell>{row.row}</TableCell>
                  <TableCell>
                    <StatusChip status={row.status} />
                  </TableCell>
                  <TableCell>{row.fullName ?? '—'}</TableCell>
                  <TableCell>
                    {row.gender === 'MALE' || row.gender === 'FEMALE'
                      ? translate(`kasuwa.farmers.genders.${row.gender}`)
                      : (row.gender ?? '—')}
                  </TableCell>
                  <TableCell>{row.phone ?? '—'}</TableCell>
                  <TableCell>{row.state ?? '—'}</TableCell>
                  <TableCell>{row.city ?? '—'}</TableCell>
                  <TableCell>{row.crop ?? '—'}</TableCell>
                  <TableCell>{row.farmSize === null ? '—' : `${row.farmSize} ${row.farmSizeUnit ?? ''}`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {report.errors.length > 0 && (
        <TableContainer component={Card} variant="outlined">
          <Table size="small" data-testid="import-errors">
            <caption>{t('errorsTitle')}</caption>
            <TableHead>
              <TableRow>
                {['row', 'field', 'message'].map((column) => (
                  <TableCell key={column} scope="col">
                    {t(`columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {report.errors.map((error, index) => (
                <TableRow key={`${error.row}-${error.field}-${index}`} data-testid="import-error-row">
                  <TableCell>{error.row}</TableCell>
                  <TableCell>{error.field}</TableCell>
                  <TableCell>{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

/**
 * Farmer data upload (ui-route farmers/import): the country's template; once a file is chosen, its columns as matched
 * by their headers, which the user may correct (the mapping is sent with the file); the file checked first (a dry run that shows
 * the rows as read and every refused row with its reasons, nothing written), then imported. Files over the
 * in-request limit go to the background import, whose progress is shown until its report arrives.
 */
export function FarmerImportPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const api = useFarmersApi();
  const refresh = useRefresh();
  const countryId = useWorkingCountryId();
  const { identity } = useGetIdentity();
  const namesOwner = adminsFarmers(typeof identity?.role === 'string' ? identity.role : '');
  const [ownerId, setOwnerId] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [checked, setChecked] = useState<ImportReport | null>(null);
  const [jobId, setJobId] = useState<{ id: string; dryRun: boolean } | null>(null);
  // The chosen sheet's columns as the server matched them, and the mapping the user corrects (sent with the file).
  const [sheet, setSheet] = useState<SheetColumns | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  // Values for the whole file, for the required fields the sheet has no column for.
  const [values, setValues] = useState<FileValues>({});
  // What the user says spellings of states and LGAs mean (kept for the organisation's next files by the import).
  const [aliases, setAliases] = useState<ImportAlias[]>([]);
  // The file last chosen: the columns of a file chosen before it are not shown when they arrive late.
  const chosenFile = useRef<File | null>(null);
  const t = (key: string, options?: Record<string, unknown>) => translate(`kasuwa.farmers.import.${key}`, options);

  // A background import: its progress every second until it ends.
  useEffect(() => {
    if (!jobId) return;
    const controller = new AbortController();
    const timer = setInterval(async () => {
      try {
        const progress = await api.importProgress(jobId.id, controller.signal);
        if (progress.report) {
          setJobId(null);
          finish(progress.report, jobId.dryRun);
        } else if (progress.state === 'failed') {
          setJobId(null);
          // Why it stopped, as its sender was mailed it.
          setStage({
            kind: 'failed',
            message: progress.failure?.message ?? t('failed'),
            details: progress.failure?.errors.map((e) => e.message) ?? [],
          });
        } else
          setStage((current) => ({
            kind: 'working',
            dryRun: jobId.dryRun,
            progress: Math.max(progress.progress, current.kind === 'working' ? (current.progress ?? 0) : 0),
          }));
      } catch (error) {
        if (!controller.signal.aborted) {
          setJobId(null);
          setStage({ kind: 'failed', ...failureOf(error, t('failed')) });
        }
      }
    }, POLL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one poll per job: api, finish and t do not restart it
  }, [jobId]);

  function finish(report: ImportReport, dryRun: boolean, message?: string) {
    const counts = { created: report.created, alreadyImported: report.alreadyImported, refused: report.refused };
    setStage({ kind: 'done', report, message: message ?? t(dryRun ? 'dryRunDone' : 'importDone', counts) });
    setChecked(dryRun ? report : null);
    // The lists read before the import are stale now.
    if (!dryRun) refresh();
  }

  function choose(chosen: File | null) {
    setFile(chosen);
    setChecked(null);
    setSheet(null);
    setMapping(null);
    setValues({});
    setAliases([]);
    setStage({ kind: 'idle' });
    const found = chosen ? fileProblem(chosen) : null;
    setProblem(found ? t(found) : null);
    chosenFile.current = chosen;
    if (chosen && !found) {
      api.importColumns(chosen).then(
        (columns) => {
          if (chosenFile.current !== chosen) return;
          setSheet(columns);
          setMapping(mappingOf(columns.columns));
          // The organisation's kept mapping for these headers comes with its values for the whole file.
          if (columns.template) setValues(columns.values);
        },
        (error) => {
          if (chosenFile.current === chosen) setProblem(messageOf(error, t('failed')));
        },
      );
    }
  }

  /** A corrected mapping: the file must be checked again with it before the import. */
  function remap(changed: ColumnMapping) {
    setMapping(changed);
    setChecked(null);
    if (stage.kind === 'done') setStage({ kind: 'idle' });
  }

  /** Spellings said to mean a place: the file must be checked again with them (the report stays shown meanwhile). */
  function realias(changed: ImportAlias[]) {
    setAliases(changed);
    setChecked(null);
  }

  /** Changed values for the whole file: the file must be checked again with them. */
  function revalue(changed: FileValues) {
    setValues(changed);
    setChecked(null);
    if (stage.kind === 'done') setStage({ kind: 'idle' });
  }

  async function send(dryRun: boolean) {
    if (!file || problem) return;
    setStage({ kind: 'working', dryRun, progress: null });
    try {
      const answer = await api.importFarmers(file, ownerId, dryRun, mapping ?? undefined, values, aliases);
      finish(answer.data, dryRun, answer.message);
    } catch (error) {
      if ((error as { code?: string }).code === 'FARMER_IMPORT_TOO_MANY_ROWS') {
        try {
          const queued = await api.queueImport(file, ownerId, dryRun, mapping ?? undefined, values, aliases);
          setJobId({ id: queued.data.jobId, dryRun });
          setStage({ kind: 'working', dryRun, progress: 0 });
        } catch (queueError) {
          setStage({ kind: 'failed', ...failureOf(queueError, t('failed')) });
        }
      } else setStage({ kind: 'failed', ...failureOf(error, t('failed')) });
    }
  }

  const working = stage.kind === 'working';
  const needsOwner = namesOwner && !ownerId;
  const problems = sheet && mapping ? mappingProblems(mapping, sheet.fields, values) : null;
  // The fields to give a value for the whole file: the required ones no column holds, and a farm-size unit the server
  // found missing (sizes without units and no unit column), with those given one already.
  const withoutColumn = sheet && mapping ? mappingProblems(mapping, sheet.fields).missing : [];
  const unitMissing =
    !!sheet?.missing.includes('farmSizeUnit') && !Object.values(mapping ?? {}).includes('farmSizeUnit');
  const valueFields = [
    ...new Set([...withoutColumn, ...(unitMissing ? ['farmSizeUnit'] : []), ...Object.keys(values)]),
  ];
  const mappingWrong =
    !!problems && (problems.twice.length > 0 || problems.missing.length > 0 || (unitMissing && !values.farmSizeUnit));
  return (
    <RequirePermission permission={FARMERS_IMPORT}>
      <Box sx={{ maxWidth: 1100 }}>
        <PageHeading title={t('title')} />
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="body2">{t('intro')}</Typography>
              <Box>
                <Button
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  onClick={() =>
                    api
                      .downloadImportTemplate(countryId)
                      .catch((error) => setProblem(messageOf(error, t('templateFailed'))))
                  }
                  data-testid="import-template"
                >
                  {t('template')}
                </Button>
              </Box>
              {namesOwner && <ExtensionAgentPicker value={ownerId} onChange={setOwnerId} />}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
                  {t('choose')}
                  <input
                    hidden
                    type="file"
                    accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    aria-label={t('choose')}
                    data-testid="import-file"
                    onChange={(event) => choose(event.target.files?.[0] ?? null)}
                  />
                </Button>
                <Typography variant="body2" color="text.secondary" data-testid="import-file-name">
                  {file ? file.name : t('noFile')}
                </Typography>
              </Stack>
              {problem && (
                <Alert severity="error" role="alert" data-testid="import-problem">
                  {problem}
                </Alert>
              )}
              {sheet?.template && !problem && (
                <Alert severity="info" data-testid="import-template-applied">
                  {t('templateApplied')}
                </Alert>
              )}
              {sheet && mapping && !problem && (
                <ImportColumnMapping
                  sheet={sheet}
                  mapping={mapping}
                  onChange={remap}
                  values={values}
                  disabled={working}
                />
              )}
              {sheet && mapping && !problem && (
                <ImportFileValues
                  fields={valueFields}
                  values={values}
                  onChange={revalue}
                  countryId={countryId}
                  disabled={working}
                />
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="outlined"
                  disabled={!file || !!problem || working || needsOwner || mappingWrong}
                  onClick={() => send(true)}
                  data-testid="import-check"
                >
                  {t('check')}
                </Button>
                <Button
                  variant="contained"
                  disabled={!checked || checked.created === 0 || working || needsOwner || mappingWrong}
                  onClick={() => send(false)}
                  data-testid="import-send"
                >
                  {translate('kasuwa.farmers.import.send', { count: checked?.created ?? 0 })}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
        {working && (
          <Box role="status" aria-live="polite" sx={{ mb: 2 }} data-testid="import-working">
            <Typography variant="body2">{t(stage.dryRun ? 'checking' : 'importing')}</Typography>
            <LinearProgress
              variant={stage.progress === null ? 'indeterminate' : 'determinate'}
              value={stage.progress ?? 0}
              aria-label={t(stage.dryRun ? 'checking' : 'importing')}
            />
          </Box>
        )}
        {stage.kind === 'failed' && (
          <Alert severity="error" role="alert" data-testid="import-failed">
            {stage.message}
            {stage.details.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="import-failed-details">
                {stage.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        {aliases.length > 0 && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="import-aliases">
            {t('unknown.kept', { list: aliases.map((alias) => `${alias.value} → ${alias.means}`).join(', ') })}
          </Alert>
        )}
        {stage.kind === 'done' && stage.report.dryRun && (
          <Box sx={{ mb: 2 }}>
            <ImportUnknownValues
              unknown={stage.report.unknownValues}
              aliases={aliases}
              onChange={realias}
              disabled={working}
            />
          </Box>
        )}
        {stage.kind === 'done' && <ReportView report={stage.report} message={stage.message} />}
        {stage.kind === 'done' && !stage.report.dryRun && (
          <Button component={Link} to={`${basename}/farmers`} sx={{ mt: 2 }} data-testid="import-to-list">
            {t('toList')}
          </Button>
        )}
      </Box>
    </RequirePermission>
  );
}
