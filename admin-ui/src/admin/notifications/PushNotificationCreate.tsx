import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useRedirect, useTranslate } from 'react-admin';
import { fieldErrorMap } from '../api/errors';
import { useReferenceCountries, useWorkingCountryId } from '../api/reference';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { PageHeading } from '../farmers/ui';
import type { PushNotificationInput } from './api';
import { useFormat } from '../shared/format';
import { PUSH_ROLES, t } from './PushNotifications';

/** push-notifications/create: title, message (and in French, if given), country (the working one first), role if any. */
export function PushNotificationCreate() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const redirect = useRedirect();
  const countries = useReferenceCountries();
  const format = useFormat();
  const workingCountryId = useWorkingCountryId();
  const [form, setForm] = useState({ title: '', message: '', titleFr: '', messageFr: '', countryId: '', role: '' });
  const countryId = form.countryId || (workingCountryId ? String(workingCountryId) : '');
  const send = useApiMutation({
    mutationFn: (body: PushNotificationInput) => api.createPushNotification(body),
    success: t('sent'),
    failure: t('failure'),
    // The list is read again when it opens.
    refresh: true,
    onSuccess: () => redirect('list', 'push-notifications'),
  });
  const errors = fieldErrorMap(send.error);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const french =
      form.titleFr.trim() || form.messageFr.trim() ? { titleFr: form.titleFr, messageFr: form.messageFr } : {};
    send.mutate({
      title: form.title,
      message: form.message,
      ...french,
      countryId: Number(countryId),
      ...(form.role ? { role: form.role } : {}),
    } as PushNotificationInput);
  };
  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4, maxWidth: 720 }}>
      <PageHeading title={translate(t('createTitle'))} />
      <Card>
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="push-form">
            <Typography color="text.secondary">{translate(t('help'))}</Typography>
            <MuiTextField
              label={translate(t('fields.title'))}
              value={form.title}
              onChange={set('title')}
              required
              slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'push-title' } }}
              error={!!errors.title}
              helperText={errors.title}
            />
            <MuiTextField
              label={translate(t('fields.message'))}
              value={form.message}
              onChange={set('message')}
              required
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'push-message' } }}
              error={!!errors.message}
              helperText={errors.message}
            />
            <Typography variant="body2" color="text.secondary" id="push-french-help">
              {translate(t('frenchHelp'))}
            </Typography>
            <MuiTextField
              id="push-title-fr"
              label={translate(t('fields.titleFr'))}
              value={form.titleFr}
              onChange={set('titleFr')}
              slotProps={{
                htmlInput: {
                  maxLength: 120,
                  lang: 'fr',
                  'aria-describedby': errors.titleFr
                    ? 'push-french-help push-title-fr-helper-text'
                    : 'push-french-help',
                  'data-testid': 'push-title-fr',
                },
              }}
              error={!!errors.titleFr}
              helperText={errors.titleFr}
            />
            <MuiTextField
              id="push-message-fr"
              label={translate(t('fields.messageFr'))}
              value={form.messageFr}
              onChange={set('messageFr')}
              multiline
              minRows={3}
              slotProps={{
                htmlInput: {
                  maxLength: 1000,
                  lang: 'fr',
                  'aria-describedby': errors.messageFr
                    ? 'push-french-help push-message-fr-helper-text'
                    : 'push-french-help',
                  'data-testid': 'push-message-fr',
                },
              }}
              error={!!errors.messageFr}
              helperText={errors.messageFr}
            />
            <MuiTextField
              select
              label={translate(t('fields.country'))}
              value={countries.data ? countryId : ''}
              onChange={set('countryId')}
              required
              error={!!errors.countryId}
              helperText={errors.countryId}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'push-country' } as object } }}
            >
              {(countries.data ?? []).map((country) => (
                <MenuItem key={country.id} value={String(country.id)}>
                  {format.placeName(country)}
                </MenuItem>
              ))}
            </MuiTextField>
            <MuiTextField
              select
              label={translate(t('fields.role'))}
              value={form.role}
              onChange={set('role')}
              error={!!errors.role}
              helperText={errors.role}
              slotProps={{
                select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'push-role' } as object },
                inputLabel: { shrink: true },
              }}
            >
              <MenuItem value="">{translate(t('anyRole'))}</MenuItem>
              {PUSH_ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {translate(`kasuwa.roles.${role}`)}
                </MenuItem>
              ))}
            </MuiTextField>
            <Box>
              <Button type="submit" variant="contained" disabled={send.isPending} data-testid="push-send">
                {translate(t('send'))}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
