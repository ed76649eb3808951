import { useState } from 'react';
import { Alert, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'react-admin';
import { fieldErrorList, serverMessage } from '../../api/errors';
import { useApiMutation } from '../../api/useApiMutation';
import { useConsoleApi } from '../../api/useConsoleApi';
import type { ImportReport } from '../api';
import { t } from '../ui';
import { FieldErrorsTable } from '../../shared/FieldErrorsTable';

export function RecommendationImportForm() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const sent = useApiMutation({
    mutationFn: () => api.importRecommendations(file!, dryRun),
    failure: t('tables.importFailure'),
    success: t('tables.import'),
    onSuccess: (answer) => setReport(answer.data),
    onError: () => setReport(null),
  });
  const rowErrors = sent.isError ? fieldErrorList(sent.error) : [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(t('tables.importTitle'))}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(t('tables.importHelp'))}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
            {translate(t('tables.file'))}
            <input
              hidden
              type="file"
              accept=".xlsx"
              aria-label={translate(t('tables.file'))}
              data-testid="advisory-import-file"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2">{file?.name ?? '—'}</Typography>
          <FormControlLabel
            control={<Checkbox checked={dryRun} onChange={(event) => setDryRun(event.target.checked)} />}
            label={translate(t('tables.dryRun'))}
          />
          <Button
            variant="contained"
            disabled={!file || sent.isPending}
            onClick={() => sent.mutate()}
            data-testid="advisory-import"
          >
            {translate(t('tables.import'))}
          </Button>
        </Stack>
        {report && (
          <Alert severity="success" data-testid="advisory-import-report">
            {sent.data?.message}
          </Alert>
        )}
        {sent.isError && (
          <>
            <Alert severity="error" sx={{ mb: 1 }} data-testid="advisory-import-failure">
              {serverMessage(sent.error, translate(t('tables.importFailure')))}
            </Alert>
            {rowErrors.length > 0 && (
              <FieldErrorsTable
                errors={rowErrors}
                label={t('tables.importTitle')}
                where={t('tables.row')}
                why={t('tables.problem')}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
