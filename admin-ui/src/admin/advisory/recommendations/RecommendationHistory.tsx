import { Card, CardContent, Typography } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import { ConsoleDatagrid, PanelList } from '../../shared/ConsoleList';
import { FormattedDateField } from '../../shared/FormattedFields';
import type { Lookup } from '../api';
import { t } from '../ui';

const nameOf = (place: { name?: string } | null | undefined) => place?.name ?? '—';

/** The caller's lookups, latest first, ten a page. */
export function RecommendationHistory() {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(t('recommendation.history'))}
        </Typography>
        <PanelList
          resource="recommendation-history"
          perPage={10}
          errorFallback={translate(t('recommendation.historyFailure'))}
        >
          <ConsoleDatagrid
            empty={translate(t('recommendation.noHistory'))}
            rowTestId="advisory-history-row"
            data-testid="advisory-history"
            aria-label={translate(t('recommendation.history'))}
          >
            <FormattedDateField source="lookedUpAt" label={t('fields.date')} showTime sortable={false} />
            <FunctionField<Lookup> label={t('fields.crop')} render={(entry) => nameOf(entry.crop)} />
            <FunctionField<Lookup> label={t('fields.state')} render={(entry) => nameOf(entry.state)} />
            <FunctionField<Lookup> label={t('fields.city')} render={(entry) => nameOf(entry.city)} />
            <FunctionField<Lookup>
              label={t('fields.status')}
              render={(entry) =>
                translate(t(entry.siteSpecific ? 'recommendation.siteSpecificShort' : 'recommendation.genericShort'))
              }
            />
          </ConsoleDatagrid>
        </PanelList>
      </CardContent>
    </Card>
  );
}
