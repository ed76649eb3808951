import { Alert, Box, Typography } from '@mui/material';
import { usePreferences } from '../../shared/usePreferences';
import { useT } from '../useT';
import { ProductCard } from './ProductCard';
import { useRemote } from './useRemote';
import type { PublicProduct } from './types';

/** Other products of the same subcategory, then category (GET products/{id}/related); nothing when there are none. */
export function RelatedProducts({ product }: { product: PublicProduct }) {
  const t = useT();
  const { country } = usePreferences();
  const related = useRemote('/api/v1/products/{id}/related', {
    params: { path: { id: product.id }, query: { countryName: country.toLowerCase(), category: product.category?.id } },
  });
  if (related.error) {
    return (
      <Alert severity="error" data-testid="related-error">
        {t('product.errorRelated')}
      </Alert>
    );
  }
  if (!related.data?.length) return null;
  return (
    <Box component="section" aria-labelledby="related-products" data-testid="related-products">
      <Typography id="related-products" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('related.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {related.data.map((other) => (
          <ProductCard key={other.id} product={other} />
        ))}
      </Box>
    </Box>
  );
}
