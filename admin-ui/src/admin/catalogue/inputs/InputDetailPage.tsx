import { useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  Link,
  Title,
  TopToolbar,
  useGetIdentity,
  useGetOne,
  useRequireAccess,
  useTranslate,
} from 'react-admin';
import { usePermissionCheck } from '../../permissions';
import { ProductFacts, ProductGallery } from '../shared/ProductFacts';
import { serverMessage } from '../../api/errors';
import { useCataloguePaths } from '../paths';
import { isAdministrator } from '../roles';
import type { ProductDetail } from '../types';
import { AddToCatalogueForm } from './AddToCatalogueForm';
import { AffiliationButton } from './AffiliationButton';
import { DealerLocations, DealerPrices, useDealerPrices } from './DealerOffers';

/** Not the list's rows (another shape), which react-admin keeps as records of the same ids. */
const DETAIL = { detail: true };

/**
 * inputs/{productId}: an input provider's product (GET products/{id}), the dealers' prices and selling
 * locations, and the dealer's "add to my catalogue" form (or a link to its entry when it has one).
 */
export function InputDetailPage() {
  const { productId = '' } = useParams<{ productId: string }>();
  const translate = useTranslate();
  const paths = useCataloguePaths();
  const { has } = usePermissionCheck();
  const { identity } = useGetIdentity();
  const access = useRequireAccess({ resource: 'inputs', action: 'show' });
  const product = useGetOne<ProductDetail>(
    'inputs',
    { id: productId, meta: DETAIL },
    { enabled: !access.isPending && !!productId, retry: false },
  );
  const prices = useDealerPrices(productId);
  const mine = prices.data?.find((row) => identity && String(row.seller.id) === String(identity.id));
  const currency = product.data?.currency;
  const role = typeof identity?.role === 'string' ? identity.role : '';
  // Dealers (and their staff, when granted it) keep a catalogue; administrators hold the permission but none.
  const keepsCatalogue = has('catalog:manage') && !isAdministrator(role);
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={product.data?.name ?? translate('resources.inputs.name', { smart_count: 2 })} />
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <Button component={Link} to={paths.inputs} label="kasuwa.catalogue.inputs.backToList" data-testid="input-back">
          <ArrowBackIcon />
        </Button>
      </TopToolbar>
      {access.isPending || product.isPending ? (
        <CircularProgress size={24} />
      ) : product.error || !product.data ? (
        <Alert severity="error">{serverMessage(product.error, translate('kasuwa.catalogue.inputs.loadFailure'))}</Alert>
      ) : (
        <Stack spacing={2}>
          <Card data-testid="input-detail">
            <CardContent>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
                <ProductGallery product={product.data} />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="input-detail-name">
                    {product.data.name}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, my: 1 }}>
                    {product.data.seller?.company && (
                      <Typography variant="body2" color="text.secondary" data-testid="input-detail-seller">
                        {translate('kasuwa.catalogue.allProducts.soldBy', { seller: product.data.seller.company })}
                      </Typography>
                    )}
                    {product.data.certified && (
                      <Chip size="small" color="success" label={translate('kasuwa.catalogue.allProducts.certified')} />
                    )}
                    {mine && (
                      <Chip
                        size="small"
                        color="success"
                        variant="outlined"
                        label={translate('kasuwa.catalogue.inputs.inMyCatalogue')}
                        data-testid="input-in-catalogue"
                      />
                    )}
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap', gap: 1 }}>
                    {mine && keepsCatalogue && (
                      <MuiButton
                        variant="contained"
                        disableElevation
                        startIcon={<EditIcon />}
                        component={Link}
                        to={paths.myProductEdit(mine.id)}
                        data-testid="input-edit-entry"
                      >
                        {translate('kasuwa.catalogue.myProducts.edit')}
                      </MuiButton>
                    )}
                    <AffiliationButton />
                  </Stack>
                  <Divider sx={{ mb: 2 }} />
                  <ProductFacts product={product.data} />
                </Box>
              </Stack>
            </CardContent>
          </Card>
          {!mine && keepsCatalogue && <AddToCatalogueForm productId={product.data.id} />}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <DealerPrices prices={prices} currency={currency} />
            <DealerLocations productId={productId} currency={currency} />
          </Box>
        </Stack>
      )}
    </Box>
  );
}
