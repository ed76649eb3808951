import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PlaceIcon from '@mui/icons-material/Place';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { ReactNode } from 'react';
import { COUNTRIES } from '../shared/preferences';
import { useT } from './useT';
import type { MessageKey } from './messages';
import { LatestContents } from './contents/LatestContents';
import { usePageMeta } from './usePageMeta';
import { CountryProducts, TrustedBy } from './HomeSections';

const FEATURES: { icon: ReactNode; title: MessageKey; text: MessageKey }[] = [
  { icon: <StorefrontIcon />, title: 'home.feature.inputs.title', text: 'home.feature.inputs.text' },
  { icon: <MenuBookIcon />, title: 'home.feature.advice.title', text: 'home.feature.advice.text' },
  { icon: <PlaceIcon />, title: 'home.feature.near.title', text: 'home.feature.near.text' },
];

export function HomePage() {
  const t = useT();
  usePageMeta(t('home.title'), t('home.lead'));
  return (
    <>
      <Box
        component="section"
        sx={{
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, #1b5e20 0%, #2e7d32 55%, #558b2f 100%)',
          py: { xs: 8, md: 12 },
        }}
      >
        <Container maxWidth="lg">
          <Box sx={{ maxWidth: 720 }}>
            <Typography
              component="h1"
              variant="h2"
              sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: { xs: '2.25rem', md: '3.5rem' } }}
            >
              {t('home.title')}
            </Typography>
            <Typography variant="h6" component="p" sx={{ mt: 2, fontWeight: 400, opacity: 0.9 }}>
              {t('home.lead')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
              <Button
                component={RouterLink}
                to="/products"
                variant="contained"
                color="secondary"
                size="large"
                disableElevation
                endIcon={<ArrowForwardIcon />}
              >
                {t('home.browse')}
              </Button>
              <Button
                component={RouterLink}
                to="/admin"
                variant="outlined"
                size="large"
                sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: '#fff' } }}
              >
                {t('home.console')}
              </Button>
            </Stack>
            <Typography variant="body2" sx={{ mt: 4, opacity: 0.8 }}>
              {COUNTRIES.join(' · ')}
            </Typography>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" component="section" sx={{ py: { xs: 6, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {FEATURES.map((feature) => (
            <Card key={feature.title} variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Box
                  sx={{
                    display: 'inline-flex',
                    p: 1.25,
                    borderRadius: 2,
                    bgcolor: 'rgba(46,125,50,0.1)',
                    color: 'primary.main',
                    mb: 1.5,
                  }}
                >
                  {feature.icon}
                </Box>
                <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                  {t(feature.title)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t(feature.text)}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
      <CountryProducts />
      <LatestContents />
      <TrustedBy />
    </>
  );
}
