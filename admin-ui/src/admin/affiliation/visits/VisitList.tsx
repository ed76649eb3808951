import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import { ConsoleList } from '../../shared/ConsoleList';
import type { Visit } from '../types';
import { useDateFormat } from '../ui';

function VisitSummary({ visit }: { visit: Visit }) {
  return (
    <Box sx={{ maxWidth: 380 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="visit-title">
        {visit.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
        {visit.agenda}
      </Typography>
    </Box>
  );
}

export function VisitSummaryField() {
  return (
    <FunctionField<Visit>
      label="kasuwa.partners.visits.visitTitle"
      sortable={false}
      render={(v) => <VisitSummary visit={v} />}
    />
  );
}

/** A tab's list: 50 rows a page, its own paging, the page's tabs above the rows. */
export function VisitList({
  resource,
  recipient,
  tabs,
  failure,
  children,
}: {
  resource: string;
  recipient?: string;
  tabs: ReactNode;
  failure: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <ConsoleList
      resource={resource}
      title={translate('kasuwa.partners.visits.title')}
      embedded
      // VisitsPage's RequireAnyPermission decides who may read the page.
      disableAuthentication
      perPage={50}
      perPageOptions={[50]}
      filter={recipient === undefined ? undefined : { recipient }}
      queryOptions={{ retry: false, enabled: recipient === undefined || !!recipient }}
      errorFallback={failure}
    >
      {tabs}
      {children}
    </ConsoleList>
  );
}

/** The columns a calendar of visits starts with: the visit, its date, place and participants. */
export function useVisitColumns() {
  const formatDate = useDateFormat();
  return [
    <VisitSummaryField key="summary" />,
    <FunctionField<Visit>
      key="date"
      label="kasuwa.partners.visits.date"
      sortable={false}
      render={(v) => formatDate(v.startsAt, true)}
    />,
    <FunctionField<Visit> key="place" label="kasuwa.partners.visits.place" sortable={false} render={(v) => v.place} />,
    <FunctionField<Visit>
      key="participants"
      label="kasuwa.partners.visits.participants"
      sortable={false}
      render={(v) => v.participants.join(', ') || '—'}
    />,
  ];
}
