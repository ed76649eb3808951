import { Alert, Card, Chip, Stack, Typography } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import type { ImportPreviewRow, ImportReport } from '../types';
import { ConsoleDatagrid, LoadedList } from '../../shared/ConsoleList';

const k = (key: string) => `kasuwa.farmers.import.${key}`;

function StatusChip({ status }: { status: ImportPreviewRow['status'] }) {
  const translate = useTranslate();
  const color = status === 'NEW' ? 'success' : status === 'REFUSED' ? 'error' : 'default';
  return <Chip size="small" color={color} label={translate(k(`status.${status}`))} />;
}

/** The first rows of the sheet as read: status, name, gender, phone, place, crop and farm size. */
function PreviewTable({ report }: { report: ImportReport }) {
  const translate = useTranslate();
  const text = (source: keyof ImportPreviewRow) => (
    <TextField source={source} label={k(`columns.${source}`)} sortable={false} emptyText="—" />
  );
  return (
    <Card variant="outlined">
      <LoadedList resource="import-preview" data={report.preview.map((row) => ({ ...row, id: row.row }))}>
        <ConsoleDatagrid
          empty=""
          rowTestId="import-preview-row"
          aria-label={translate(k('previewTitle'))}
          data-testid="import-preview"
          sx={{ overflowX: 'auto' }}
        >
          <TextField source="row" label={k('columns.row')} sortable={false} />
          <FunctionField<ImportPreviewRow>
            label={k('columns.statusLabel')}
            render={(row) => <StatusChip status={row.status} />}
          />
          {text('fullName')}
          <FunctionField<ImportPreviewRow>
            label={k('columns.gender')}
            render={(row) =>
              row.gender === 'MALE' || row.gender === 'FEMALE'
                ? translate(`kasuwa.farmers.genders.${row.gender}`)
                : (row.gender ?? '—')
            }
          />
          {text('phone')}
          {text('state')}
          {text('city')}
          {text('crop')}
          <FunctionField<ImportPreviewRow>
            label={k('columns.farmSize')}
            render={(row) => (row.farmSize === null ? '—' : `${row.farmSize} ${row.farmSizeUnit ?? ''}`)}
          />
        </ConsoleDatagrid>
      </LoadedList>
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        {translate(k('previewCaption'), { shown: report.preview.length, rows: report.rows })}
      </Typography>
    </Card>
  );
}

/** The refused rows: the row, the field and why. */
function ErrorsTable({ errors }: { errors: ImportReport['errors'] }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <Typography variant="subtitle2" component="h3" sx={{ p: 1 }}>
        {translate(k('errorsTitle'))}
      </Typography>
      <LoadedList resource="import-errors" data={errors.map((error, index) => ({ ...error, id: index }))}>
        <ConsoleDatagrid
          empty=""
          rowTestId="import-error-row"
          aria-label={translate(k('errorsTitle'))}
          data-testid="import-errors"
        >
          <TextField source="row" label={k('columns.row')} sortable={false} />
          <TextField source="field" label={k('columns.field')} sortable={false} />
          <TextField source="message" label={k('columns.message')} sortable={false} />
        </ConsoleDatagrid>
      </LoadedList>
    </Card>
  );
}

/** A check's or an import's report: its summary, the rows as read and the refused rows with their reasons. */
export function ImportReportView({ report, message }: { report: ImportReport; message: string }) {
  return (
    <Stack spacing={2} data-testid="import-report">
      <Alert severity={report.refused ? 'warning' : 'success'} role="status" data-testid="import-summary">
        {message}
      </Alert>
      {report.preview.length > 0 && <PreviewTable report={report} />}
      {report.errors.length > 0 && <ErrorsTable errors={report.errors} />}
    </Stack>
  );
}
