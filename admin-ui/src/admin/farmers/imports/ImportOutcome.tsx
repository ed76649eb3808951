import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { ImportUnknownValues, type ImportAlias } from './ImportUnknownValues';
import type { Stage } from './importFile';
import { ImportReportView } from './ImportReportView';

/**
 * What the import has come to: its progress, its failure with the reasons, the place spellings the user gave, the
 * unknown values of a check to name, its report, and after an import the way back to the list.
 */
export function ImportOutcome({
  stage,
  aliases,
  onAliases,
}: {
  stage: Stage;
  aliases: ImportAlias[];
  onAliases: (changed: ImportAlias[]) => void;
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const t = (key: string, options?: Record<string, unknown>) => translate(`kasuwa.farmers.import.${key}`, options);
  const working = stage.kind === 'working';
  return (
    <>
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
            onChange={onAliases}
            disabled={working}
          />
        </Box>
      )}
      {stage.kind === 'done' && <ImportReportView report={stage.report} message={stage.message} />}
      {stage.kind === 'done' && !stage.report.dryRun && (
        <Button component={Link} to={`${basename}/farmers`} sx={{ mt: 2 }} data-testid="import-to-list">
          {t('toList')}
        </Button>
      )}
    </>
  );
}
