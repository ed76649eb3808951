import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useFormat } from '../../shared/format';
import { Loading, Section, t, useFigure } from './widgets';

/** The agent's ten last activities on farmers, farms and planting records. */
export function LastActivities({ agentId }: { agentId: string }) {
  const api = useConsoleApi();
  const translate = useTranslate();
  const format = useFormat();
  const activities = useFigure(agentId, 'ten-last-activities', api.agentActivities);
  return (
    <Section title={t('activities.title')} testId="ea-activities">
      {!activities.data ? (
        <Loading error={activities.error} />
      ) : !activities.data.length ? (
        <Typography color="text.secondary">{translate(t('charts.empty'))}</Typography>
      ) : (
        <List dense disablePadding>
          {activities.data.map((a, i) => (
            <ListItem key={`${a.at}-${i}`} disableGutters>
              <ListItemText
                primary={`${translate(t(`activities.${a.kind}`))} — ${a.farmerName ?? translate(t('activities.deletedFarmer'))}`}
                secondary={format.dateTime(a.at)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
