import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { useWorkingCountryId } from '../../api/reference';
import { FARMERS_IMPORT } from '../permissions';
import { ImportColumnMapping } from './ImportMapping';
import { ImportFileValues } from './ImportFileValues';
import { PageHeading, RequirePermission, messageOf } from '../ui';
import { useFarmersApi } from '../useFarmersApi';
import { ExtensionAgentPicker } from './ExtensionAgentPicker';
import { ImportOutcome } from './ImportOutcome';
import { useFarmerImport } from './useFarmerImport';

/**
 * Farmer data upload (ui-route farmers/import): the country's template; once a file is chosen, its columns as matched
 * by their headers, which the user may correct (the mapping is sent with the file); the file checked first (a dry run that shows
 * the rows as read and every refused row with its reasons, nothing written), then imported. Files over the
 * in-request limit go to the background import, whose progress is shown until its report arrives.
 */
export function FarmerImportPage() {
  const translate = useTranslate();
  const api = useFarmersApi();
  const countryId = useWorkingCountryId();
  const upload = useFarmerImport();
  const { t } = upload;
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
                      .catch((error) => upload.setProblem(messageOf(error, t('templateFailed'))))
                  }
                  data-testid="import-template"
                >
                  {t('template')}
                </Button>
              </Box>
              {upload.namesOwner && <ExtensionAgentPicker value={upload.ownerId} onChange={upload.setOwnerId} />}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
                  {t('choose')}
                  <input
                    hidden
                    type="file"
                    accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    aria-label={t('choose')}
                    data-testid="import-file"
                    onChange={(event) => upload.choose(event.target.files?.[0] ?? null)}
                  />
                </Button>
                <Typography variant="body2" color="text.secondary" data-testid="import-file-name">
                  {upload.file ? upload.file.name : t('noFile')}
                </Typography>
              </Stack>
              {upload.problem && (
                <Alert severity="error" role="alert" data-testid="import-problem">
                  {upload.problem}
                </Alert>
              )}
              {upload.sheet?.template && !upload.problem && (
                <Alert severity="info" data-testid="import-template-applied">
                  {t('templateApplied')}
                </Alert>
              )}
              {upload.sheet && upload.mapping && !upload.problem && (
                <ImportColumnMapping
                  sheet={upload.sheet}
                  mapping={upload.mapping}
                  onChange={upload.remap}
                  values={upload.values}
                  disabled={upload.working}
                />
              )}
              {upload.sheet && upload.mapping && !upload.problem && (
                <ImportFileValues
                  fields={upload.valueFields}
                  values={upload.values}
                  onChange={upload.revalue}
                  countryId={countryId}
                  disabled={upload.working}
                />
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="outlined"
                  disabled={
                    !upload.file || !!upload.problem || upload.working || upload.needsOwner || upload.mappingWrong
                  }
                  onClick={() => upload.send(true)}
                  data-testid="import-check"
                >
                  {t('check')}
                </Button>
                <Button
                  variant="contained"
                  disabled={
                    !upload.checked ||
                    upload.checked.created === 0 ||
                    upload.working ||
                    upload.needsOwner ||
                    upload.mappingWrong
                  }
                  onClick={() => upload.send(false)}
                  data-testid="import-send"
                >
                  {translate('kasuwa.farmers.import.send', { count: upload.checked?.created ?? 0 })}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
        <ImportOutcome stage={upload.stage} aliases={upload.aliases} onAliases={upload.realias} />
      </Box>
    </RequirePermission>
  );
}
