import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { api } from '../shared/api';
import type { Schema } from '../shared/schemas';
import { HttpError } from '../shared/http';
import { useApi } from './useApi';
import { useT } from './useT';
import { usePageMeta } from './usePageMeta';

/**
 * The phone rule of the API (src/site/contact/contact.ts): 7 to 15 digits with an optional leading +, typed with
 * spaces, dashes, dots or brackets if one likes ("+234 803 123 4567").
 */
export function phoneLooksValid(typed: string): boolean {
  const text = typed.trim();
  if (!/^\+?[\d\s().-]{1,30}$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').replace(/^00(?=[1-9])/, '');
  return digits.length >= 7 && digits.length <= 15;
}

const EMPTY = { requestType: '', name: '', phone: '', email: '', message: '', website: '' };

/** /contact/: the contact form (request type, name, phone, e-mail, message), sent to the administrators of the country. */
export function ContactPage() {
  const t = useT();
  usePageMeta(t('contact.title'), t('contact.intro'));
  const types = useApi('/api/v1/contact/request-types');
  const [form, setForm] = useState(EMPTY);
  const [missing, setMissing] = useState(false);
  const [badPhone, setBadPhone] = useState(false);
  const send = useMutation({
    mutationFn: (body: typeof EMPTY) =>
      api.post('/api/v1/contact', {
        body: {
          ...body,
          requestType: body.requestType as Schema<'ContactDto'>['requestType'],
          website: body.website || undefined,
        },
      }),
    onSuccess: () => setForm(EMPTY),
  });
  const fieldErrors: Record<string, string> =
    send.error instanceof HttpError ? Object.fromEntries(send.error.errors.map((e) => [e.field, e.message])) : {};
  if (badPhone) fieldErrors.phone = t('contact.phoneInvalid');
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: unknown } }) =>
    setForm({ ...form, [name]: String(event.target.value) });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const blank = (['requestType', 'name', 'phone', 'email', 'message'] as const).some((name) => !form[name].trim());
    setMissing(blank);
    const phoneWrong = !blank && !phoneLooksValid(form.phone);
    setBadPhone(phoneWrong);
    if (!blank && !phoneWrong) send.mutate(form);
  };
  const text = (name: 'name' | 'phone' | 'email' | 'message', extra: object = {}) => (
    <TextField
      label={t(`contact.${name}`)}
      name={name}
      value={form[name]}
      onChange={set(name)}
      required
      error={!!fieldErrors[name]}
      helperText={fieldErrors[name]}
      inputProps={{ 'data-testid': `contact-${name}` }}
      {...extra}
    />
  );
  return (
    <Box component="section" sx={{ maxWidth: 640, mx: 'auto', py: 4, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('contact.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('contact.intro')}</Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <FormControl required error={!!fieldErrors.requestType}>
          <InputLabel id="contact-type-label">{t('contact.requestType')}</InputLabel>
          <Select
            labelId="contact-type-label"
            label={t('contact.requestType')}
            value={form.requestType}
            onChange={set('requestType')}
            data-testid="contact-requestType"
          >
            {(types.data ?? []).map((type) => (
              <MenuItem key={type.value} value={type.value}>
                {type.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {text('name')}
        {text('phone', { type: 'tel', autoComplete: 'tel' })}
        {text('email', { type: 'email' })}
        {text('message', { multiline: true, minRows: 5 })}
        {/* Hidden from people: only robots fill it in, and their message is dropped. */}
        <Box
          aria-hidden="true"
          sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
        >
          <label htmlFor="contact-website">{t('contact.honeypot')}</label>
          <input
            id="contact-website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.website}
            onChange={set('website')}
          />
        </Box>
        {missing && <Alert severity="error">{t('contact.required')}</Alert>}
        {send.isError && !Object.keys(fieldErrors).length && (
          <Alert severity="error">
            {send.error instanceof HttpError && send.error.message ? send.error.message : t('contact.failure')}
          </Alert>
        )}
        {send.isSuccess && (
          <Alert severity="success" data-testid="contact-sent">
            {send.data.message}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={send.isPending} data-testid="contact-send">
          {t('contact.send')}
        </Button>
      </Stack>
    </Box>
  );
}
