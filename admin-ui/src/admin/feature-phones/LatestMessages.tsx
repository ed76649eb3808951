import { Alert, Table, TableBody, TableCell, TableContainer, TableRow, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../api/errors';
import { useConsoleApi } from '../api/useConsoleApi';
import { MESSAGING_KEY, type SmsMessage } from './api';
import { HeaderCells, Section, t } from './sections';

/** The latest SMS with their status, the gateway's answer and their cost, read again every 10 s. */
export function LatestMessages() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const messages = useQuery({
    queryKey: [MESSAGING_KEY, 'messages'],
    queryFn: ({ signal }) => api.smsMessages(undefined, signal),
    refetchInterval: 10_000,
  });
  if (messages.isPending) return <Loading />;
  if (messages.isError)
    return <Alert severity="error">{serverMessage(messages.error, translate(t('loadFailure')))}</Alert>;
  return (
    <Section title={translate(t('latest'))}>
      {messages.data.content.length === 0 ? (
        <Typography color="text.secondary">{translate(t('noSms'))}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="messaging-messages">
            <HeaderCells fields={['phone', 'kind', 'status', 'gatewayStatus', 'cost', 'createdAt']} />
            <TableBody>
              {messages.data.content.map((message: SmsMessage) => (
                <TableRow key={message.id} data-testid="messaging-message" data-id={message.id}>
                  <TableCell>{message.phone}</TableCell>
                  <TableCell>{translate(t(`kinds.${message.kind}`), { _: message.kind })}</TableCell>
                  <TableCell data-testid="messaging-message-status">
                    {translate(t(`statuses.${message.status}`), { _: message.status })}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {message.failureReason ?? message.gatewayStatus ?? '—'}
                  </TableCell>
                  <TableCell>
                    {message.cost !== null && message.currency ? `${message.cost} ${message.currency}` : '—'}
                  </TableCell>
                  <TableCell>{new Date(message.createdAt).toLocaleString()}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}
