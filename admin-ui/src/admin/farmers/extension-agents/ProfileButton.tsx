import InsightsIcon from '@mui/icons-material/Insights';
import { Link } from 'react-router-dom';
import { Button, useCreatePath, useRecordContext } from 'react-admin';

/** Opens users/extensionagents/ea-profile/{userId} for the agent of the row. */
export function ProfileButton() {
  const record = useRecordContext<{ id: string }>();
  const createPath = useCreatePath();
  if (!record) return null;
  const to = `${createPath({ resource: 'users/extensionagents', type: 'list' })}/ea-profile/${encodeURIComponent(String(record.id))}`;
  return (
    <Button
      component={Link}
      to={to}
      label="kasuwa.eaAnalytics.profile.open"
      onClick={(e) => e.stopPropagation()}
      data-testid="ea-profile-button"
    >
      <InsightsIcon />
    </Button>
  );
}
