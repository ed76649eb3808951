import {
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { type SmsSummary } from './api';
import { HeaderCells, Section, t } from './sections';

const MONTH_COUNTS = ['sent', 'delivered', 'failed', 'queued', 'skipped'] as const;

/** The figures: the numbers opted out, the gateway, SMS per country and month with their cost, USSD sessions per day, the latest opt-outs. */
export function Figures({ summary, countryName }: { summary: SmsSummary; countryName: (id: number) => string }) {
  const translate = useTranslate();
  const empty = (text: string) => <Typography color="text.secondary">{translate(t(text))}</Typography>;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Card sx={{ flex: 1 }}>
          <CardContent>
            <Typography color="text.secondary">{translate(t('optedOut'))}</Typography>
            <Typography variant="h4" component="p" data-testid="messaging-opted-out">
              {summary.optedOut}
            </Typography>
          </CardContent>
        </Card>
        <Card sx={{ flex: 1 }}>
          <CardContent>
            <Typography color="text.secondary">{translate(t('gateway'))}</Typography>
            <Typography variant="h5" component="p" data-testid="messaging-gateway">
              {translate(t(`gateways.${summary.gateway}`), { _: summary.gateway })}
            </Typography>
          </CardContent>
        </Card>
      </Stack>
      <Section title={translate(t('months'))}>
        {summary.months.length === 0 ? (
          empty('noSms')
        ) : (
          <TableContainer>
            <Table size="small" data-testid="messaging-months">
              <HeaderCells
                fields={['country', 'month', ...MONTH_COUNTS, 'cost']}
                align={(f) => (f === 'country' || f === 'month' ? 'left' : 'right')}
              />
              <TableBody>
                {summary.months.map((row) => (
                  <TableRow key={`${row.countryId}-${row.month}`} data-testid="messaging-month">
                    <TableCell component="th" scope="row">
                      {countryName(row.countryId)}
                    </TableCell>
                    <TableCell>{row.month}</TableCell>
                    {MONTH_COUNTS.map((count) => (
                      <TableCell key={count} align="right" data-testid={`messaging-${count}`}>
                        {row[count]}
                      </TableCell>
                    ))}
                    <TableCell align="right" data-testid="messaging-cost">
                      {row.currency
                        ? `${row.cost.toLocaleString(undefined, { maximumFractionDigits: 4 })} ${row.currency}`
                        : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Section>
      <Section title={translate(t('ussdDays'))}>
        {summary.ussdDays.length === 0 ? (
          empty('noSessions')
        ) : (
          <TableContainer>
            <Table size="small" data-testid="messaging-ussd">
              <HeaderCells
                fields={['country', 'day', 'sessions', 'knownCallers', 'steps']}
                align={(f) => (f === 'country' || f === 'day' ? 'left' : 'right')}
              />
              <TableBody>
                {summary.ussdDays.map((row) => (
                  <TableRow key={`${row.countryId}-${row.day}`}>
                    <TableCell component="th" scope="row">
                      {countryName(row.countryId)}
                    </TableCell>
                    <TableCell>{row.day}</TableCell>
                    <TableCell align="right">{row.sessions}</TableCell>
                    <TableCell align="right">{row.knownCallers}</TableCell>
                    <TableCell align="right">{row.steps}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Section>
      <Section title={translate(t('recentOptOuts'))}>
        {summary.recentOptOuts.length === 0 ? (
          empty('noOptOuts')
        ) : (
          <TableContainer>
            <Table size="small" data-testid="messaging-opt-outs">
              <HeaderCells fields={['phone', 'country', 'channel', 'words', 'at']} />
              <TableBody>
                {summary.recentOptOuts.map((row) => (
                  <TableRow key={`${row.phone}-${row.at}`}>
                    <TableCell>{row.phone}</TableCell>
                    <TableCell>{countryName(row.countryId)}</TableCell>
                    <TableCell>{row.channel}</TableCell>
                    <TableCell>{row.words ?? '—'}</TableCell>
                    <TableCell>{new Date(row.at).toLocaleString()}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Section>
    </Stack>
  );
}
