import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useBasename, useTranslate } from 'react-admin';
import { permissionFor, usePermissionCheck } from '../../permissions';
import { t } from './widgets';

/** The API's answer for an id that names no extension agent (EXTENSION_AGENT_NOT_FOUND). */
export const namesNoAgent = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/**
 * Said in place of an agent's figures when the person is not an extension agent (the signed-in person on
 * extensionagentdashboard, or the id of ea-profile), with the list of agents for those who may read it.
 */
export function NotAnAgent({ self }: { self: boolean }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { has } = usePermissionCheck();
  return (
    <Box data-testid="ea-not-an-agent">
      <Alert severity="info">{translate(t(self ? 'notAnAgent.self' : 'notAnAgent.other'))}</Alert>
      {has(permissionFor('users/extensionagents')) && (
        <Button
          component={RouterLink}
          to={`${basename}/users/extensionagents`}
          variant="contained"
          disableElevation
          startIcon={<SupportAgentIcon />}
          sx={{ mt: 2 }}
          data-testid="ea-not-an-agent-list"
        >
          {translate(t('notAnAgent.list'))}
        </Button>
      )}
    </Box>
  );
}
