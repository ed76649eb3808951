import { useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useTranslate } from 'react-admin';
import { usePermissionCheck } from '../../permissions';
import { StatusTabs } from '../../shared/StatusTabs';
import { VISITS_MANAGE } from '../permissions';
import { PageHeading, RequireAnyPermission, useWorkingRole } from '../ui';
import { PlanDialog } from './PlanDialog';
import { MyVisits } from './MyVisits';
import { ReceivedMinutes, ReceivedVisits } from './ReceivedVisits';

export type VisitTab = 'mine' | 'received' | 'minutes';

const VISIT_TAB_LABELS: Record<VisitTab, string> = {
  mine: 'kasuwa.partners.visits.tabMine',
  received: 'kasuwa.partners.visits.tabReceived',
  minutes: 'kasuwa.partners.visits.tabMinutes',
};

/** visits: the visits planned (with sharing and minutes), the shared calendar and the shared minutes. */
function Visits() {
  const translate = useTranslate();
  const { id } = useWorkingRole();
  const { has } = usePermissionCheck();
  const planner = has(VISITS_MANAGE);
  const [tab, setTab] = useState<VisitTab>(planner ? 'mine' : 'received');
  const [planning, setPlanning] = useState(false);
  const tabs = (
    <StatusTabs<VisitTab>
      statuses={planner ? ['mine', 'received', 'minutes'] : ['received', 'minutes']}
      value={tab}
      onChange={setTab}
      label={(value) => translate(VISIT_TAB_LABELS[value])}
      testIdPrefix="visits"
    />
  );
  const panels: Record<VisitTab, ReactNode> = {
    mine: <MyVisits tabs={tabs} />,
    received: <ReceivedVisits id={id} tabs={tabs} />,
    minutes: <ReceivedMinutes id={id} tabs={tabs} />,
  };
  return (
    <>
      <PageHeading
        title={translate('kasuwa.partners.visits.title')}
        intro={translate('kasuwa.partners.visits.intro')}
        actions={
          planner && (
            <Button
              variant="contained"
              disableElevation
              startIcon={<EventIcon />}
              onClick={() => setPlanning(true)}
              data-testid="visit-plan"
            >
              {translate('kasuwa.partners.visits.plan')}
            </Button>
          )
        }
      />
      {panels[tab]}
      {planner && <PlanDialog open={planning} onClose={() => setPlanning(false)} />}
    </>
  );
}

export function VisitsPage() {
  return (
    <RequireAnyPermission permissions={[VISITS_MANAGE]}>
      <Visits />
    </RequireAnyPermission>
  );
}
