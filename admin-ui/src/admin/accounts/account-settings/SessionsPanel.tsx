import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { Schema } from '../../../shared/schemas';
import { VISUALLY_HIDDEN } from '../../../shared/theme';
import { errorMessage } from './forms';

type Session = Schema<'SessionResponse'>;

export interface SessionsPanelProps {
  /** The react-query key of this list. */
  queryKey: unknown[];
  load: (signal?: AbortSignal) => Promise<Session[]>;
  end: (sessionId: string) => Promise<{ message?: string } | undefined>;
  /** Ends all others (own settings) or all (an administrator on a person's page). */
  endMany: () => Promise<{ message?: string } | undefined>;
  endManyLabel: string;
  title: string;
}

/**
 * The open sessions of a person: device and browser, the address it was last used from, when; each can be ended
 * (its tokens stop working at once), or all the others at once. Used in the account settings and on a person's page.
 */
export function SessionsPanel({ queryKey, load, end, endMany, endManyLabel, title }: SessionsPanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const done = (answer: { message?: string } | undefined) => {
    notify(answer?.message || translate('kasuwa.account.sessions.ended'), { type: 'success' });
    void queryClient.invalidateQueries({ queryKey });
  };
  const failed = (error: unknown) =>
    notify(errorMessage(error, translate('kasuwa.account.sessions.failure')), { type: 'error' });
  const endOne = useMutation({ mutationFn: end, onSuccess: done, onError: failed });
  const endAll = useMutation({ mutationFn: endMany, onSuccess: done, onError: failed });
  const format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }} data-testid="sessions">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('kasuwa.account.sessions.help')}
      </Typography>
      {sessions.isPending ? (
        <CircularProgress size={24} />
      ) : sessions.error ? (
        <Alert severity="error">{errorMessage(sessions.error, translate('kasuwa.account.sessions.failure'))}</Alert>
      ) : !sessions.data.length ? (
        <Typography color="text.secondary" data-testid="sessions-empty">
          {translate('kasuwa.account.sessions.none')}
        </Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('kasuwa.account.sessions.device')}</TableCell>
                  <TableCell>{translate('kasuwa.account.sessions.address')}</TableCell>
                  <TableCell>{translate('kasuwa.account.sessions.lastUsed')}</TableCell>
                  <TableCell>{translate('kasuwa.account.sessions.started')}</TableCell>
                  <TableCell>
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      {translate('kasuwa.account.sessions.actions')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sessions.data.map((session) => (
                  <TableRow
                    key={session.id}
                    data-testid="session-row"
                    data-current={session.current ? 'true' : 'false'}
                  >
                    <TableCell>
                      {session.device} · {session.browser}
                      {session.current && (
                        <Chip
                          size="small"
                          color="primary"
                          label={translate('kasuwa.account.sessions.current')}
                          sx={{ ml: 1 }}
                        />
                      )}
                    </TableCell>
                    <TableCell>{session.clientAddress ?? '—'}</TableCell>
                    <TableCell>{format.format(new Date(session.lastUsedAt))}</TableCell>
                    <TableCell>{format.format(new Date(session.createdAt))}</TableCell>
                    <TableCell align="right">
                      {!session.current && (
                        <Button
                          size="small"
                          color="error"
                          disabled={endOne.isPending}
                          onClick={() => endOne.mutate(session.id)}
                          data-testid="session-end"
                        >
                          {translate('kasuwa.account.sessions.end')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Button
            variant="outlined"
            color="error"
            sx={{ mt: 2 }}
            disabled={endAll.isPending}
            onClick={() => endAll.mutate()}
            data-testid="sessions-end-many"
          >
            {endManyLabel}
          </Button>
        </>
      )}
    </Box>
  );
}
