import { useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Chip, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Link, Title, TopToolbar, useGetOne, useRequireAccess, useTranslate } from 'react-admin';
import { ApprovalChip } from '../shared/ApprovalChip';
import { ProductFacts, ProductGallery } from '../shared/ProductFacts';
import { serverMessage } from '../../api/errors';
import { useCataloguePaths } from '../paths';
import type { ProductDetail } from '../types';
import { ApprovalActions } from './ApprovalActions';
import { HighlightSwitches } from './HighlightSwitches';

const RESOURCE = 'all-products-management';
/** The product with its seller and highlights, not the list's row that react-admin keeps under the same id. */
const DETAIL = { detail: true };

/**
 * all-products-management/product-detail/{productId}: the product (GET products/{id}, with its seller),
 * its approval decision and its highlights.
 */
export function ProductDetailPage() {
  const { productId = '' } = useParams<{ productId: string }>();
  const translate = useTranslate();
  const paths = useCataloguePaths();
  const access = useRequireAccess({ resource: RESOURCE, action: 'show' });
  const product = useGetOne<ProductDetail>(
    RESOURCE,
    { id: productId, meta: DETAIL },
    { enabled: !access.isPending && !!productId, retry: false, staleTime: 0, refetchOnMount: 'always' },
  );
  const queryClient = useQueryClient();
  // The product and the lists it shows in.
  // Answers once the product is read again: a switch shows the asked state until then, never the old one between.
  const reload = () => queryClient.invalidateQueries({ queryKey: [RESOURCE] });
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={product.data?.name ?? translate('kasuwa.catalogue.allProducts.detailTitle')} />
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <Button
          component={Link}
          to={paths.allProducts}
          label="kasuwa.catalogue.allProducts.backToList"
          data-testid="product-detail-back"
        >
          <ArrowBackIcon />
        </Button>
      </TopToolbar>
      {access.isPending || product.isPending ? (
        <CircularProgress size={24} />
      ) : product.error || !product.data ? (
        <Alert severity="error">
          {serverMessage(product.error, translate('kasuwa.catalogue.products.loadFailure'))}
        </Alert>
      ) : (
        <Card data-testid="product-detail">
          <CardContent>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <ProductGallery product={product.data} />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="product-detail-name">
                  {product.data.name}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, my: 1 }}>
                  <ApprovalChip status={product.data.approvalStatus} reason={product.data.rejectionReason} />
                  <Chip
                    size="small"
                    variant="outlined"
                    label={translate(`kasuwa.catalogue.products.statusFilter.${product.data.status}`, {
                      _: product.data.status,
                    })}
                  />
                  {product.data.seller?.company && (
                    <Typography variant="body2" color="text.secondary" data-testid="product-detail-seller">
                      {translate('kasuwa.catalogue.allProducts.soldBy', { seller: product.data.seller.company })}
                    </Typography>
                  )}
                </Stack>
                <Stack spacing={1.5} sx={{ my: 2 }}>
                  <ApprovalActions product={product.data} onChanged={reload} />
                  <HighlightSwitches product={product.data} onChanged={reload} />
                </Stack>
                <Divider sx={{ mb: 2 }} />
                <ProductFacts product={product.data} />
              </Box>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
