import { Route } from 'react-router-dom';
import { HubsPage } from './hubs/HubsPage';
import { RecommendationPage } from './recommendations/RecommendationPage';
import { RecommendationTablesPage } from './recommendations/RecommendationTablesPage';

/** The advisory screens' routes (registered among ../AdminApp.tsx's custom routes). */
export const advisoryRoutes = [
  <Route key="recommendations" path="/advisory/fertilizer-recommendattions" element={<RecommendationPage />} />,
  <Route
    key="recommendation-tables"
    path="/advisory/fertilizer-recommendattions/create"
    element={<RecommendationTablesPage />}
  />,
  <Route key="hubs" path="/farm-fortune-hubs" element={<HubsPage />} />,
];
