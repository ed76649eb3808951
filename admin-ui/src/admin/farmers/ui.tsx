import type { ReactNode } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { InputHelperText, Loading, useInput, useTranslate } from 'react-admin';
import { fieldErrorMap } from '../api/errors';
import { AccessDenied } from '../pages/AccessDenied';
import { usePermissionCheck } from '../permissions';

/** The page when the caller holds `permission`, else the access-denied page. */
export function RequirePermission({ permission, children }: { permission: string; children: ReactNode }) {
  const { has, isPending } = usePermissionCheck();
  if (isPending) return <Loading />;
  return has(permission) ? <>{children}</> : <AccessDenied />;
}

/** A page's heading, with what sits on its right. */
export function PageHeading({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mt: 2, mb: 2, gap: 2 }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="page-title">
        {title}
      </Typography>
      {actions && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}

/** The API's per-field messages of a refusal, as `{ field: message }` for a form (none for other failures). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return fieldErrorMap(error);
}

/** The server's message, or `fallback`. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** A file chosen for the form (kept as the File itself); `accept` says which. */
export function FileInput({
  source,
  label,
  accept,
  testId,
  help,
}: {
  source: string;
  label: string;
  accept: string;
  testId: string;
  help?: string;
}) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const file = field.value instanceof Blob ? (field.value as File) : null;
  return (
    <Box data-testid={testId} sx={{ my: 1 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined" size="small" startIcon={<AttachFileIcon />}>
          {translate('kasuwa.farmers.form.chooseFile')}
          <input
            hidden
            type="file"
            accept={accept}
            name={source}
            onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-name`}>
          {file ? file.name : translate('kasuwa.farmers.form.noFile')}
        </Typography>
      </Stack>
      <FormHelperText error={!!fieldState.error}>
        <InputHelperText error={fieldState.error?.message} helperText={help} />
      </FormHelperText>
    </Box>
  );
}
