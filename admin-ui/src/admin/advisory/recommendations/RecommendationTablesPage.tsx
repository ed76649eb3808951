import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeading, RequirePermission } from '../../farmers/ui';
import { t } from '../ui';
import { RecommendationCreateForm } from './RecommendationCreateForm';
import { RecommendationImportForm } from './RecommendationImportForm';

/** advisory/fertilizer-recommendattions/create: administrators create a recommendation (generic for a state, or site-specific) or import a table. */
export function RecommendationTablesPage() {
  const translate = useTranslate();
  return (
    <RequirePermission permission="fertilizer-recommendations:manage">
      <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
        <PageHeading title={translate(t('tables.title'))} />
        <RecommendationCreateForm />
        <RecommendationImportForm />
      </Box>
    </RequirePermission>
  );
}
