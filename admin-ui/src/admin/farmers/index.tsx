import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { Resource } from 'react-admin';
import { FarmerCreate, FarmerEdit } from './FarmerForm';
import { FarmerList, UserFarmerList } from './FarmerList';
import { FarmerShow } from './FarmerShow';
import { FarmerImportPage } from './ImportPage';

/**
 * The farmers screens' react-admin resources (registered by ../AdminApp.tsx): farmers (the tabs' list), farmers/create, farmers/import,
 * farmers/edit/{id}, farmers/{farmerId}; users/farmers (the farmers who use the platform) and users/farmers/{farmerId}.
 */
export const farmersResources: ReactElement[] = [
  <Resource key="farmers" name="farmers" list={FarmerList}>
    <Route path="create" element={<FarmerCreate />} />
    <Route path="import" element={<FarmerImportPage />} />
    <Route path="edit/:id" element={<FarmerEdit />} />
    <Route path=":farmerId" element={<FarmerShow />} />
  </Resource>,
  <Resource key="users/farmers" name="users/farmers" list={UserFarmerList}>
    <Route path=":farmerId" element={<FarmerShow />} />
  </Resource>,
];
