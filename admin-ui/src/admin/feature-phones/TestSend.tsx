import { useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldErrorMap } from '../api/errors';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { type TestSmsInput } from './api';
import { Section, t } from './sections';

/** A test SMS to a number of a country (administrators). */
export function TestSend({
  countries,
  defaultCountryId,
}: {
  countries: { id: number | string; name: string }[];
  defaultCountryId: number | undefined;
}) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const [form, setForm] = useState({ countryId: '', phone: '', text: '' });
  const countryId = form.countryId || (defaultCountryId ? String(defaultCountryId) : '');
  const send = useApiMutation({
    mutationFn: (body: TestSmsInput) => api.sendTestSms(body),
    success: t('testSent'),
    failure: t('testFailure'),
    refresh: true,
    onSuccess: () => setForm({ ...form, text: '' }),
  });
  const errors = fieldErrorMap(send.error);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ countryId: Number(countryId), phone: form.phone, text: form.text });
  };
  return (
    <Section title={translate(t('testTitle'))}>
      <Stack
        component="form"
        spacing={2}
        onSubmit={submit}
        noValidate
        data-testid="messaging-test-form"
        sx={{ maxWidth: 560 }}
      >
        <Typography color="text.secondary">{translate(t('testHelp'))}</Typography>
        <MuiTextField
          select
          label={translate(t('fields.country'))}
          value={countries.length ? countryId : ''}
          onChange={set('countryId')}
          required
          error={!!errors.countryId}
          helperText={errors.countryId}
        >
          {countries.map((country) => (
            <MenuItem key={country.id} value={String(country.id)}>
              {country.name}
            </MenuItem>
          ))}
        </MuiTextField>
        <MuiTextField
          label={translate(t('fields.phone'))}
          value={form.phone}
          onChange={set('phone')}
          required
          slotProps={{ htmlInput: { maxLength: 40, inputMode: 'tel', 'data-testid': 'messaging-test-phone' } }}
          error={!!errors.phone}
          helperText={errors.phone}
        />
        <MuiTextField
          label={translate(t('fields.text'))}
          value={form.text}
          onChange={set('text')}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 459, 'data-testid': 'messaging-test-text' } }}
          error={!!errors.text}
          helperText={errors.text ?? translate(t('characters'), { count: form.text.length })}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={send.isPending} data-testid="messaging-test-send">
            {translate(t('testSend'))}
          </Button>
        </Box>
      </Stack>
    </Section>
  );
}
