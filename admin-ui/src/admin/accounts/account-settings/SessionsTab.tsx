import { useTranslate } from 'react-admin';
import { useConsoleApi } from '../../api/useConsoleApi';
import { SessionsPanel } from './SessionsPanel';

/** Account settings, Sessions tab: GET users/me/sessions; end one, or all the others. */
export function SessionsTab() {
  const translate = useTranslate();
  const api = useConsoleApi();
  return (
    <SessionsPanel
      resource="my-sessions"
      end={(id) => api.endMySession(id)}
      endMany={() => api.endMyOtherSessions()}
      endManyLabel={translate('kasuwa.account.sessions.endOthers')}
      title={translate('kasuwa.account.sessions.title')}
    />
  );
}
