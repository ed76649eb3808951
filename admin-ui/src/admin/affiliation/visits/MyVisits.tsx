import { type ReactNode } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import { ConsoleDatagrid } from '../../shared/ConsoleList';
import { PARTNERS_LISTS } from '../resources';
import type { Visit } from '../types';
import { partnerName } from './visits';
import { MinutesUpload } from './MinutesButtons';
import { ShareButton } from './ShareButton';
import { useVisitColumns, VisitList } from './VisitList';

export function MyVisits({ tabs }: { tabs: ReactNode }) {
  const translate = useTranslate();
  const visitColumns = useVisitColumns();
  return (
    <VisitList resource={PARTNERS_LISTS.visits} tabs={tabs} failure={translate('kasuwa.partners.visits.loadFailure')}>
      <ConsoleDatagrid
        empty={translate('kasuwa.partners.visits.emptyMine')}
        emptyTestId="visits-mine-empty"
        rowTestId="visit-row"
        data-testid="visits-mine"
      >
        {visitColumns}
        <FunctionField<Visit>
          label="kasuwa.partners.visits.sharedWith"
          sortable={false}
          render={(v) => (
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
              data-testid="visit-shared-with"
            >
              {v.sharedWith?.length ? (
                v.sharedWith.map((p) => (
                  <Chip
                    key={p.id}
                    size="small"
                    label={partnerName(p)}
                    data-testid="visit-shared-partner"
                    data-id={p.id}
                  />
                ))
              ) : (
                <Typography variant="caption">{translate('kasuwa.partners.visits.notShared')}</Typography>
              )}
              <ShareButton visit={v} />
            </Stack>
          )}
        />
        <FunctionField<Visit>
          label="kasuwa.partners.visits.minutes"
          sortable={false}
          render={(v) => <MinutesUpload visit={v} />}
        />
      </ConsoleDatagrid>
    </VisitList>
  );
}
