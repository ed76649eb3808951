import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { Resource } from 'react-admin';
import { ContentForm } from './ContentForm';
import { ContentList } from './ContentList';

/** The agronomy content screens (registered by ../AdminApp.tsx): agronomy, agronomy/create, agronomy/edit/{id}. */
export const contentResources: ReactElement[] = [
  <Resource key="agronomy" name="agronomy" list={ContentList}>
    <Route path="create" element={<ContentForm />} />
    <Route path="edit/:id" element={<ContentForm />} />
  </Resource>,
];
