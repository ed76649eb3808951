import { Alert, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import { ADVISORY_KEY } from '../api';
import { t } from '../ui';
import { useFormat } from '../../shared/format';

/** The caller's last ten lookups. */
export function RecommendationHistory() {
  const translate = useTranslate();
  const format = useFormat();
  const api = useConsoleApi();
  const history = useQuery({
    queryKey: [ADVISORY_KEY, 'history'],
    queryFn: ({ signal }) => api.recommendationHistory(0, 10, signal),
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(t('recommendation.history'))}
        </Typography>
        {history.isPending ? (
          <Loading />
        ) : history.isError ? (
          <Alert severity="error">{serverMessage(history.error, translate(t('recommendation.historyFailure')))}</Alert>
        ) : !history.data.content.length ? (
          <Typography color="text.secondary">{translate(t('recommendation.noHistory'))}</Typography>
        ) : (
          <Table size="small" data-testid="advisory-history" aria-label={translate(t('recommendation.history'))}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('fields.date'))}</TableCell>
                <TableCell>{translate(t('fields.crop'))}</TableCell>
                <TableCell>{translate(t('fields.state'))}</TableCell>
                <TableCell>{translate(t('fields.city'))}</TableCell>
                <TableCell>{translate(t('fields.status'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.content.map((entry) => (
                <TableRow key={entry.id} data-testid="advisory-history-row">
                  <TableCell>{format.dateTime(entry.lookedUpAt)}</TableCell>
                  <TableCell>{entry.crop?.name ?? '—'}</TableCell>
                  <TableCell>{entry.state?.name ?? '—'}</TableCell>
                  <TableCell>{entry.city?.name ?? '—'}</TableCell>
                  <TableCell>
                    {translate(
                      t(entry.siteSpecific ? 'recommendation.siteSpecificShort' : 'recommendation.genericShort'),
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
