import { useEffect, useRef, useState } from 'react';
import { useGetIdentity, useRefresh, useTranslate } from 'react-admin';
import { adminsFarmers } from '../roles';
import { mappingOf, mappingProblems, type ColumnMapping, type FileValues } from './ImportMapping';
import type { ImportAlias } from './ImportUnknownValues';
import type { ImportReport, SheetColumns } from '../types';
import { messageOf } from '../ui';
import { useFarmersApi } from '../useFarmersApi';
import { failureOf, fileProblem, POLL_MS, type Stage } from './importFile';

/**
 * The import's state: the file chosen and what is wrong with it, its columns as the server matched them and the
 * mapping, values and place spellings the user gives, the step (checking, importing, a background job's progress,
 * its report or failure), and the report of the last check, which the import waits for.
 */
export function useFarmerImport() {
  const translate = useTranslate();
  const api = useFarmersApi();
  const refresh = useRefresh();
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
  return {
    t,
    namesOwner,
    ownerId,
    setOwnerId,
    file,
    problem,
    setProblem,
    stage,
    checked,
    sheet,
    mapping,
    values,
    aliases,
    choose,
    remap,
    realias,
    revalue,
    send,
    working,
    needsOwner,
    valueFields,
    mappingWrong,
  };
}
