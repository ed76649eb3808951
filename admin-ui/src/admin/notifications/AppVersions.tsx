import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { FunctionField, TextField, useBasename, useRedirect, useTranslate } from 'react-admin';
import { fieldErrorMap } from '../api/errors';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { PageHeading } from '../farmers/ui';
import { usePermissionCheck } from '../permissions';
import { ConsoleDatagrid, ConsoleList } from '../shared/ConsoleList';
import { CreateToolbar } from '../shared/RowLinks';
import type { AppVersion, AppVersionInput } from './api';
import { MANAGE_VERSIONS } from './permissions';
import { FormattedDateField } from '../shared/FormattedFields';

const t = (key: string) => `kasuwa.notifications.versions.${key}`;

/** app-versions: every version of the mobile app, the highest first. */
export function AppVersionList() {
  const translate = useTranslate();
  const basename = useBasename();
  const { has } = usePermissionCheck();
  return (
    <ConsoleList
      title={translate(t('title'))}
      actions={
        <CreateToolbar
          create={{
            to: `${basename}/app-versions/create`,
            label: t('create'),
            testId: 'version-create',
            allowed: has(MANAGE_VERSIONS),
          }}
        />
      }
    >
      <ConsoleDatagrid empty={translate(t('empty'))} rowTestId="version-row" data-testid="versions-list">
        <TextField source="version" label={t('fields.version')} sortable={false} />
        <FunctionField<AppVersion>
          label={t('fields.isMandatory')}
          render={(r) => (
            <Chip
              size="small"
              color={r.isMandatory ? 'error' : 'default'}
              label={translate(t(r.isMandatory ? 'mandatory' : 'optional'))}
            />
          )}
        />
        <FormattedDateField source="createdAt" label={t('fields.createdAt')} showTime sortable={false} />
      </ConsoleDatagrid>
    </ConsoleList>
  );
}

/** app-versions/create: the version (higher than the latest) and whether updating to it is mandatory. */
export function AppVersionCreate() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const redirect = useRedirect();
  const [version, setVersion] = useState('');
  const [isMandatory, setMandatory] = useState(false);
  const save = useApiMutation({
    mutationFn: (body: AppVersionInput) => api.createAppVersion(body),
    success: t('saved'),
    failure: t('failure'),
    // The list is read again when it opens.
    refresh: true,
    onSuccess: () => redirect('list', 'app-versions'),
  });
  const errors = fieldErrorMap(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ version: version.trim(), isMandatory });
  };
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4, maxWidth: 560 }}>
      <PageHeading title={translate(t('createTitle'))} />
      <Card>
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="version-form">
            <Typography color="text.secondary">{translate(t('help'))}</Typography>
            <MuiTextField
              label={translate(t('fields.version'))}
              value={version}
              onChange={(event) => setVersion(event.target.value)}
              required
              placeholder="1.4.0"
              slotProps={{ htmlInput: { maxLength: 32, 'data-testid': 'version-input' } }}
              error={!!errors.version}
              helperText={errors.version}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={isMandatory}
                  onChange={(event) => setMandatory(event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'version-mandatory' } as object }}
                />
              }
              label={translate(t('fields.isMandatory'))}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={save.isPending} data-testid="version-save">
                {translate(t('save'))}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
