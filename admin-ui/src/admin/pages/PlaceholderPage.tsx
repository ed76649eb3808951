import { Box, Card, CardContent, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { RequirePermission } from './RequirePermission';

/** A page that is not built yet: its title, a greeting and a short note. */
function Placeholder({ title }: { title: string }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate(title)} />
      <Typography variant="h5" component="h1" data-testid="page-title" sx={{ fontWeight: 700, mb: 2 }}>
        {translate(title)}
      </Typography>
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <ConstructionIcon color="secondary" />
          <Box>
            {identity?.fullName && (
              <Typography sx={{ fontWeight: 600 }}>
                {translate('kasuwa.pages.welcome', { name: identity.fullName })}
              </Typography>
            )}
            <Typography color="text.secondary">{translate('kasuwa.pages.placeholder')}</Typography>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

/** A placeholder page behind a permission (dashboards), or open to every signed-in person. */
export function PlaceholderPage({ title, permission }: { title: string; permission?: string }) {
  if (!permission) return <Placeholder title={title} />;
  return (
    <RequirePermission resource={permission}>
      <Placeholder title={title} />
    </RequirePermission>
  );
}
