import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { Resource } from 'react-admin';
import { FarmerCreate, FarmerEdit } from './registry/FarmerForm';
import { FarmerList, UserFarmerList } from './registry/FarmerList';
import { FarmerShow, FarmerShowOpening } from './registry/FarmerShow';
import { FarmerImportPage } from './imports/ImportPage';

/**
 * The farmers screens' react-admin resources (registered by ../AdminApp.tsx): farmers (the tabs' list), farmers/create, farmers/import,
 * farmers/edit/{id}, farmers/{farmerId} (and its farm's forms: {farmId}/create-record, {recordId}/edit-record, edit/{farmId}); users/farmers (the farmers who use the platform) and users/farmers/{farmerId}.
 */
export const farmersResources: ReactElement[] = [
  <Resource key="farmers" name="farmers" list={FarmerList}>
    <Route path="create" element={<FarmerCreate />} />
    <Route path="import" element={<FarmerImportPage />} />
    <Route path="edit/:id" element={<FarmerEdit />} />
    <Route path=":farmerId" element={<FarmerShow />} />
    <Route path=":farmerId/:recordId/create-record" element={<FarmerShowOpening kind="create-record" />} />
    <Route path=":farmerId/:recordId/edit-record" element={<FarmerShowOpening kind="edit-record" />} />
    <Route path=":farmerId/edit/:id" element={<FarmerShowOpening kind="edit-farm" />} />
  </Resource>,
  <Resource key="users/farmers" name="users/farmers" list={UserFarmerList}>
    <Route path=":farmerId" element={<FarmerShow />} />
  </Resource>,
];
