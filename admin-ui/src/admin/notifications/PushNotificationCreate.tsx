import { useFormState } from 'react-hook-form';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Form, SelectInput, TextInput, useRedirect, useTranslate, type TextInputProps } from 'react-admin';
import { fieldErrorsAfter } from '../api/errors';
import { useReferenceCountries, useWorkingCountryId } from '../api/reference';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { PageHeading } from '../farmers/ui';
import { DefaultValue } from '../shared/DefaultValue';
import type { PushNotificationInput } from './api';
import { useFormat } from '../shared/format';
import { PUSH_ROLES, t } from './PushNotifications';

const FRENCH_HELP = 'push-french-help';

/** A French text, described by the note above the French fields (and by its error when it has one). */
function FrenchInput({ source, testId, ...props }: TextInputProps & { testId: string; maxLength: number }) {
  const { errors } = useFormState({ name: source });
  const id = `push-${source === 'titleFr' ? 'title' : 'message'}-fr`;
  const { maxLength, ...rest } = props;
  return (
    <TextInput
      {...rest}
      source={source}
      id={id}
      helperText={false}
      size="medium"
      inputProps={{
        maxLength,
        lang: 'fr',
        'aria-describedby': errors[source] ? `${FRENCH_HELP} ${id}-helper-text` : FRENCH_HELP,
        'data-testid': testId,
      }}
    />
  );
}

/** push-notifications/create: title, message (and in French, if given), country (the working one first), role if any. */
export function PushNotificationCreate() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const redirect = useRedirect();
  const countries = useReferenceCountries();
  const format = useFormat();
  const workingCountryId = useWorkingCountryId();
  const send = useApiMutation({
    mutationFn: (body: PushNotificationInput) => api.createPushNotification(body),
    success: t('sent'),
    failure: t('failure'),
    // The list is read again when it opens.
    refresh: true,
    onSuccess: () => redirect('list', 'push-notifications'),
  });
  const submit = async (values: Record<string, unknown>) => {
    const text = (field: string) => (typeof values[field] === 'string' ? (values[field] as string) : '');
    // The French texts go together, or not at all.
    const french =
      text('titleFr').trim() || text('messageFr').trim()
        ? { titleFr: text('titleFr'), messageFr: text('messageFr') }
        : {};
    return fieldErrorsAfter(async () => {
      await send.mutateAsync({
        title: text('title'),
        message: text('message'),
        ...french,
        countryId: Number(values.countryId),
        ...(text('role') ? { role: text('role') } : {}),
      } as PushNotificationInput);
    });
  };
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4, maxWidth: 720 }}>
      <PageHeading title={translate(t('createTitle'))} />
      <Card>
        <CardContent data-testid="push-form">
          <Form defaultValues={{ countryId: '', role: '' }} onSubmit={submit} noValidate>
            <DefaultValue source="countryId" value={workingCountryId && String(workingCountryId)} />
            <Stack spacing={1}>
              <Typography color="text.secondary">{translate(t('help'))}</Typography>
              <TextInput
                source="title"
                label={t('fields.title')}
                required
                helperText={false}
                size="medium"
                inputProps={{ maxLength: 120, 'data-testid': 'push-title' }}
              />
              <TextInput
                source="message"
                label={t('fields.message')}
                required
                multiline
                minRows={3}
                helperText={false}
                size="medium"
                inputProps={{ maxLength: 1000, 'data-testid': 'push-message' }}
              />
              <Typography variant="body2" color="text.secondary" id={FRENCH_HELP}>
                {translate(t('frenchHelp'))}
              </Typography>
              <FrenchInput source="titleFr" label={t('fields.titleFr')} maxLength={120} testId="push-title-fr" />
              <FrenchInput
                source="messageFr"
                label={t('fields.messageFr')}
                multiline
                minRows={3}
                maxLength={1000}
                testId="push-message-fr"
              />
              <SelectInput
                source="countryId"
                label={t('fields.country')}
                choices={(countries.data ?? []).map((country) => ({
                  id: String(country.id),
                  name: format.placeName(country),
                }))}
                required
                emptyText=""
                helperText={false}
                size="medium"
                SelectProps={{ SelectDisplayProps: { 'data-testid': 'push-country' } as object }}
              />
              <SelectInput
                source="role"
                label={t('fields.role')}
                choices={PUSH_ROLES.map((role) => ({ id: role, name: translate(`kasuwa.roles.${role}`) }))}
                emptyText={t('anyRole')}
                emptyValue=""
                helperText={false}
                size="medium"
                InputLabelProps={{ shrink: true }}
                SelectProps={{ displayEmpty: true, SelectDisplayProps: { 'data-testid': 'push-role' } as object }}
              />
              <Box>
                <Button type="submit" variant="contained" disabled={send.isPending} data-testid="push-send">
                  {translate(t('send'))}
                </Button>
              </Box>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
