import { type ReactNode } from 'react';
import { Typography } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import { ConsoleDatagrid } from '../../shared/ConsoleList';
import { PARTNERS_LISTS } from '../resources';
import type { SharedMinutes, Visit } from '../types';
import { useDateFormat } from '../ui';
import { partnerName } from './visits';
import { DownloadButton } from './MinutesButtons';
import { useVisitColumns, VisitList } from './VisitList';

/** GET visit/share/receive/{id}: the shared calendar. */
export function ReceivedVisits({ id, tabs }: { id: string; tabs: ReactNode }) {
  const translate = useTranslate();
  const visitColumns = useVisitColumns();
  return (
    <VisitList
      resource={PARTNERS_LISTS.receivedVisits}
      recipient={id}
      tabs={tabs}
      failure={translate('kasuwa.partners.visits.receivedFailure')}
    >
      <ConsoleDatagrid
        empty={translate('kasuwa.partners.visits.emptyReceived')}
        emptyTestId="visits-received-empty"
        rowTestId="received-visit-row"
        data-testid="visits-received"
      >
        {visitColumns}
        <FunctionField<Visit>
          label="kasuwa.partners.visits.planner"
          sortable={false}
          render={(v) => partnerName(v.planner)}
        />
        <FunctionField<Visit>
          label="kasuwa.partners.visits.minutes"
          sortable={false}
          render={(v) =>
            v.minutes ? (
              <DownloadButton document={v.minutes} testId="received-minutes-download" />
            ) : (
              translate('kasuwa.partners.visits.noMinutes')
            )
          }
        />
      </ConsoleDatagrid>
    </VisitList>
  );
}

/** GET visit/share/documents/{id}: the shared minutes. */
export function ReceivedMinutes({ id, tabs }: { id: string; tabs: ReactNode }) {
  const translate = useTranslate();
  const formatDate = useDateFormat();
  return (
    <VisitList
      resource={PARTNERS_LISTS.sharedMinutes}
      recipient={id}
      tabs={tabs}
      failure={translate('kasuwa.partners.visits.minutesLoadFailure')}
    >
      <ConsoleDatagrid
        empty={translate('kasuwa.partners.visits.emptyMinutes')}
        emptyTestId="visits-minutes-empty"
        rowTestId="shared-minutes-row"
        data-testid="visits-minutes"
      >
        <FunctionField<SharedMinutes>
          label="kasuwa.partners.visits.visitTitle"
          sortable={false}
          render={(m) => (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {m.title}
            </Typography>
          )}
        />
        <FunctionField<SharedMinutes>
          label="kasuwa.partners.visits.date"
          sortable={false}
          render={(m) => formatDate(m.startsAt, true)}
        />
        <FunctionField<SharedMinutes> label="kasuwa.partners.visits.place" sortable={false} render={(m) => m.place} />
        <FunctionField<SharedMinutes>
          label="kasuwa.partners.visits.planner"
          sortable={false}
          render={(m) => partnerName(m.planner)}
        />
        <FunctionField<SharedMinutes>
          label="kasuwa.partners.visits.minutes"
          sortable={false}
          render={(m) => <DownloadButton document={m.document} testId="shared-minutes-download" />}
        />
      </ConsoleDatagrid>
    </VisitList>
  );
}
