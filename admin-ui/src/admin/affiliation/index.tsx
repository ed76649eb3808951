import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { Resource } from 'react-admin';
import { AffiliationRequestsPage } from './affiliations/AffiliationRequestsPage';
import { AgrodealerList, RetailerList } from './directory/PartnerList';
import { InvitationsPage } from './invitations/InvitationsPage';
import { InvitePage } from './invitations/InvitePage';
import { VisitsPage } from './visits/VisitsPage';

/** The partners screens' react-admin resources (registered by ../AdminApp.tsx): the directory lists and their invite pages. */
export const partnersResources: ReactElement[] = [
  <Resource key="retailers" name="retailers" list={RetailerList}>
    <Route path="invite" element={<InvitePage kind="retailers" />} />
  </Resource>,
  // The WAFA partner's home.
  <Resource key="agrodealers" name="agrodealers" list={AgrodealerList}>
    <Route path="invite" element={<InvitePage kind="agrodealers" />} />
  </Resource>,
];

/** The partners screens' custom routes (pages that are not resources), registered inside <CustomRoutes>. */
export const partnersRoutes: ReactElement[] = [
  <Route key="affiliations" path="/affiliations" element={<AffiliationRequestsPage />} />,
  // The WAFA administrator's home.
  <Route key="wafa-affiliations" path="/wafa/affiliations" element={<AffiliationRequestsPage />} />,
  <Route key="invitations" path="/invitations" element={<InvitationsPage />} />,
  <Route key="visits" path="/visits" element={<VisitsPage />} />,
];
