import {
  Alert,
  Card,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportPreviewRow, ImportReport } from '../types';

function StatusChip({ status }: { status: ImportPreviewRow['status'] }) {
  const translate = useTranslate();
  const color = status === 'NEW' ? 'success' : status === 'REFUSED' ? 'error' : 'default';
  return <Chip size="small" color={color} label={translate(`kasuwa.farmers.import.status.${status}`)} />;
}

/** A check's or an import's report: its summary, the rows as read and the refused rows with their reasons. */
export function ImportReportView({ report, message }: { report: ImportReport; message: string }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`kasuwa.farmers.import.${key}`);
  return (
    <Stack spacing={2} data-testid="import-report">
      <Alert severity={report.refused ? 'warning' : 'success'} role="status" data-testid="import-summary">
        {message}
      </Alert>
      {report.preview.length > 0 && (
        <TableContainer component={Card} variant="outlined">
          <Table size="small" aria-label={t('previewTitle')} data-testid="import-preview">
            <caption>
              {translate('kasuwa.farmers.import.previewCaption', { shown: report.preview.length, rows: report.rows })}
            </caption>
            <TableHead>
              <TableRow>
                {['row', 'statusLabel', 'fullName', 'gender', 'phone', 'state', 'city', 'crop', 'farmSize'].map(
                  (column) => (
                    <TableCell key={column} scope="col">
                      {t(`columns.${column}`)}
                    </TableCell>
                  ),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {report.preview.map((row) => (
                <TableRow key={row.row} data-testid="import-preview-row">
                  <TableCell>{row.row}</TableCell>
                  <TableCell>
                    <StatusChip status={row.status} />
                  </TableCell>
                  <TableCell>{row.fullName ?? '—'}</TableCell>
                  <TableCell>
                    {row.gender === 'MALE' || row.gender === 'FEMALE'
                      ? translate(`kasuwa.farmers.genders.${row.gender}`)
                      : (row.gender ?? '—')}
                  </TableCell>
                  <TableCell>{row.phone ?? '—'}</TableCell>
                  <TableCell>{row.state ?? '—'}</TableCell>
                  <TableCell>{row.city ?? '—'}</TableCell>
                  <TableCell>{row.crop ?? '—'}</TableCell>
                  <TableCell>{row.farmSize === null ? '—' : `${row.farmSize} ${row.farmSizeUnit ?? ''}`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {report.errors.length > 0 && (
        <TableContainer component={Card} variant="outlined">
          <Table size="small" data-testid="import-errors">
            <caption>{t('errorsTitle')}</caption>
            <TableHead>
              <TableRow>
                {['row', 'field', 'message'].map((column) => (
                  <TableCell key={column} scope="col">
                    {t(`columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {report.errors.map((error, index) => (
                <TableRow key={`${error.row}-${error.field}-${index}`} data-testid="import-error-row">
                  <TableCell>{error.row}</TableCell>
                  <TableCell>{error.field}</TableCell>
                  <TableCell>{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
