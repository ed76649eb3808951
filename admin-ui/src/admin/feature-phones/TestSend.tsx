import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Form, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { fieldErrorsAfter } from '../api/errors';
import { useApiMutation } from '../api/useApiMutation';
import { useConsoleApi } from '../api/useConsoleApi';
import { type TestSmsInput } from './api';
import { DefaultValue } from '../shared/DefaultValue';
import { Section, t } from './sections';

const mustBeRequired = required('kasuwa.validation.required');

/** How many characters the text has (an SMS holds 160, a longer text goes as several). */
function CharacterCount() {
  const translate = useTranslate();
  const text = useWatch<{ text?: string }, 'text'>({ name: 'text' });
  return <>{translate(t('characters'), { count: text?.length ?? 0 })}</>;
}

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
  // After a send, a new form keeps the country and the number, the text emptied.
  const [sent, setSent] = useState<{ countryId: string; phone: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const send = useApiMutation({
    mutationFn: (body: TestSmsInput) => api.sendTestSms(body),
    success: t('testSent'),
    failure: t('testFailure'),
    refresh: true,
  });
  const submit = async (values: Record<string, unknown>) => {
    const countryId = String(values.countryId ?? '');
    const phone = String(values.phone ?? '');
    return fieldErrorsAfter(async () => {
      await send.mutateAsync({ countryId: Number(countryId), phone, text: String(values.text ?? '') });
      setSent({ countryId, phone });
      setFormKey((key) => key + 1);
    });
  };
  const defaults = sent ?? { countryId: '', phone: '' };
  return (
    <Section title={translate(t('testTitle'))}>
      <Box data-testid="messaging-test-form" sx={{ maxWidth: 560 }}>
        <Form key={formKey} defaultValues={{ ...defaults, text: '' }} onSubmit={submit} noValidate>
          <DefaultValue source="countryId" value={defaultCountryId && String(defaultCountryId)} />
          <Stack spacing={1}>
            <Typography color="text.secondary">{translate(t('testHelp'))}</Typography>
            <SelectInput
              source="countryId"
              label={t('fields.country')}
              choices={countries.map((country) => ({ id: String(country.id), name: country.name }))}
              validate={mustBeRequired}
              emptyText=""
              size="medium"
            />
            <TextInput
              source="phone"
              label={t('fields.phone')}
              validate={mustBeRequired}
              size="medium"
              inputProps={{ maxLength: 40, inputMode: 'tel', 'data-testid': 'messaging-test-phone' }}
            />
            <TextInput
              source="text"
              label={t('fields.text')}
              validate={mustBeRequired}
              multiline
              minRows={2}
              size="medium"
              helperText={<CharacterCount />}
              inputProps={{ maxLength: 459, 'data-testid': 'messaging-test-text' }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={send.isPending} data-testid="messaging-test-send">
                {translate(t('testSend'))}
              </Button>
            </Box>
          </Stack>
        </Form>
      </Box>
    </Section>
  );
}
