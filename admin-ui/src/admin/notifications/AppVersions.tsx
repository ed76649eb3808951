import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Form,
  FunctionField,
  TextField,
  TextInput,
  useBasename,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { fieldErrorsAfter } from '../api/errors';
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
  const save = useApiMutation({
    mutationFn: (body: AppVersionInput) => api.createAppVersion(body),
    success: t('saved'),
    failure: t('failure'),
    // The list is read again when it opens.
    refresh: true,
    onSuccess: () => redirect('list', 'app-versions'),
  });
  const submit = async (values: Record<string, unknown>) => {
    return fieldErrorsAfter(async () => {
      await save.mutateAsync({
        version: String(values.version ?? '').trim(),
        isMandatory: values.isMandatory === true,
      });
    });
  };
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4, maxWidth: 560 }}>
      <PageHeading title={translate(t('createTitle'))} />
      <Card>
        <CardContent data-testid="version-form">
          <Form defaultValues={{ version: '', isMandatory: false }} onSubmit={submit} noValidate>
            <Stack spacing={1}>
              <Typography color="text.secondary">{translate(t('help'))}</Typography>
              <TextInput
                source="version"
                label={t('fields.version')}
                required
                placeholder="1.4.0"
                helperText={false}
                size="medium"
                inputProps={{ maxLength: 32, 'data-testid': 'version-input' }}
              />
              <BooleanInput
                source="isMandatory"
                label={t('fields.isMandatory')}
                helperText={false}
                options={{ slotProps: { input: { 'data-testid': 'version-mandatory' } as object } }}
              />
              <Box>
                <Button type="submit" variant="contained" disabled={save.isPending} data-testid="version-save">
                  {translate(t('save'))}
                </Button>
              </Box>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
