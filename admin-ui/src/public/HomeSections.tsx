import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Link, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { Schema } from '../shared/schemas';
import { usePreferences } from '../shared/usePreferences';
import { useT } from './useT';
import { useRemote } from './products/useRemote';
import { filterQuery, NO_FILTER } from './products/filterSelection';
import { ProductCard } from './products/ProductCard';

export type TrustPartner = Schema<'TrustPartnerResponse'>;

const HOME_PRODUCTS = 8;

/** Products on sale in the visitor's country (GET products, the catalogue's first page, as /products shows it). */
export function CountryProducts() {
  const t = useT();
  const { country, language } = usePreferences();
  const products = useRemote('/api/v1/products', { params: { query: filterQuery(NO_FILTER, country, 0) } });
  // The country is kept by its English name; the heading names it in the visitor's language where GET countries has it.
  const countries = useRemote('/api/v1/countries');
  const named = countries.data?.find((c) => c.name.toLocaleLowerCase() === country.toLocaleLowerCase());
  const shown = products.data?.content.slice(0, HOME_PRODUCTS) ?? [];
  if (!shown.length) return null;
  return (
    <Container
      maxWidth="lg"
      component="section"
      aria-labelledby="home-products"
      sx={{ pb: { xs: 6, md: 8 } }}
      data-testid="home-products"
    >
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography id="home-products" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {t('home.products', { country: named ? (language === 'fr' && named.nameFr) || named.name : country })}
        </Typography>
        <Button component={RouterLink} to="/products" endIcon={<ArrowForwardIcon />}>
          {t('contents.seeAll')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {shown.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </Box>
    </Container>
  );
}

/** "They trust us": the partner organisations of the visitor's country (GET trust-us, the Country header). */
export function TrustedBy() {
  const t = useT();
  const { country } = usePreferences();
  const partners = useRemote('/api/v1/trust-us', undefined, country);
  if (!partners.data?.length) return null;
  return (
    <Box
      component="section"
      aria-labelledby="home-partners"
      sx={{ bgcolor: 'grey.50', py: { xs: 5, md: 6 } }}
      data-testid="home-partners"
    >
      <Container maxWidth="lg">
        <Typography id="home-partners" variant="h5" component="h2" sx={{ fontWeight: 700, textAlign: 'center', mb: 3 }}>
          {t('home.partners')}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: { xs: 3, md: 5 },
            justifyContent: 'center',
            alignItems: 'center',
          }}
        >
          {partners.data.map((partner) => {
            const logo = (
              <Box
                component="img"
                src={partner.logoUrl}
                alt={partner.name}
                loading="lazy"
                sx={{ display: 'block', maxHeight: 64, maxWidth: 160, objectFit: 'contain' }}
              />
            );
            return (
              <Box component="li" key={partner.id} data-testid="home-partner">
                {partner.website ? (
                  <Link
                    href={partner.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('home.partnerSite', { name: partner.name })}
                  >
                    {logo}
                  </Link>
                ) : (
                  logo
                )}
              </Box>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
