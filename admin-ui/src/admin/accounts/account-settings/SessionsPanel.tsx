import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Chip, Typography } from '@mui/material';
import { DateField, FunctionField, useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { Schema } from '../../../shared/schemas';
import { VISUALLY_HIDDEN } from '../../../shared/theme';
import { ConsoleDatagrid, PanelList } from '../../shared/ConsoleList';
import { errorMessage } from './forms';

type Session = Schema<'SessionResponse'>;

const S = 'kasuwa.account.sessions';
const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

export interface SessionsPanelProps {
  /** The data provider's resource of these sessions (`my-sessions`, `user-sessions`), and its filter. */
  resource: string;
  filter?: Record<string, unknown>;
  end: (sessionId: string) => Promise<{ message?: string } | undefined>;
  /** Ends all others (own settings) or all (an administrator on a person's page). */
  endMany: () => Promise<{ message?: string } | undefined>;
  endManyLabel: string;
  title: string;
}

/**
 * The open sessions of a person, most recently used first: device and browser, the address it was last used from,
 * when; each can be ended (its tokens stop working at once), or all the others at once. Used in the account settings
 * and on a person's page.
 */
export function SessionsPanel({ resource, filter, end, endMany, endManyLabel, title }: SessionsPanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const locales = locale === 'fr' ? 'fr-FR' : 'en-GB';
  const done = (answer: { message?: string } | undefined) => {
    notify(answer?.message || translate(`${S}.ended`), { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: [resource] });
  };
  const failed = (error: unknown) => notify(errorMessage(error, translate(`${S}.failure`)), { type: 'error' });
  const endOne = useMutation({ mutationFn: end, onSuccess: done, onError: failed });
  const endAll = useMutation({ mutationFn: endMany, onSuccess: done, onError: failed });

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }} data-testid="sessions">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${S}.help`)}
      </Typography>
      {/* The API answers them all, most recently used first: paged here. */}
      <PanelList
        resource={resource}
        filter={filter}
        sort={{ field: 'lastUsedAt', order: 'DESC' }}
        errorFallback={translate(`${S}.failure`)}
        after={<EndMany label={endManyLabel} disabled={endAll.isPending} onClick={() => endAll.mutate()} />}
      >
        <ConsoleDatagrid
          empty={translate(`${S}.none`)}
          emptyTestId="sessions-empty"
          rowTestId="session-row"
          rowAttributes={(session) => ({ 'data-current': session.current ? 'true' : 'false' })}
          aria-label={title}
        >
          <FunctionField<Session>
            label={`${S}.device`}
            render={(session) => (
              <>
                {session.device} · {session.browser}
                {session.current && (
                  <Chip size="small" color="primary" label={translate(`${S}.current`)} sx={{ ml: 1 }} />
                )}
              </>
            )}
          />
          <FunctionField<Session> label={`${S}.address`} render={(session) => session.clientAddress ?? '—'} />
          <DateField
            source="lastUsedAt"
            label={`${S}.lastUsed`}
            showTime
            locales={locales}
            options={WHEN}
            sortable={false}
          />
          <DateField
            source="createdAt"
            label={`${S}.started`}
            showTime
            locales={locales}
            options={WHEN}
            sortable={false}
          />
          <FunctionField<Session>
            label={
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {translate(`${S}.actions`)}
              </Box>
            }
            textAlign="right"
            render={(session) =>
              !session.current && (
                <Button
                  size="small"
                  color="error"
                  disabled={endOne.isPending}
                  onClick={() => endOne.mutate(session.id)}
                  data-testid="session-end"
                >
                  {translate(`${S}.end`)}
                </Button>
              )
            }
          />
        </ConsoleDatagrid>
      </PanelList>
    </Box>
  );
}

/** Ends every other session (or all of them), under the list when it has any. */
function EndMany({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  const { data } = useListContext<Session>();
  if (!data?.length) return null;
  return (
    <Button
      variant="outlined"
      color="error"
      sx={{ mt: 2 }}
      disabled={disabled}
      onClick={onClick}
      data-testid="sessions-end-many"
    >
      {label}
    </Button>
  );
}
