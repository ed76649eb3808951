import { useEffect } from 'react';
import { useParams, Link as RouterLink } from 'react-router-dom';
import { Box, Chip, Container, Divider, Link, Rating, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { usePreferences } from '../../shared/usePreferences';
import { NotFoundPage } from '../NotFoundPage';
import { useT } from '../useT';
import type { MessageKey } from '../messages';
import { isNotFound } from './errors';
import { formatPrice, localName } from './format';
import { LikeButton } from './LikeButton';
import { ProductBadges } from './ProductCard';
import { ProductGallery } from './ProductGallery';
import { ProductTrade } from './ProductTrade';
import { RelatedProducts } from './RelatedProducts';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import { useRemote } from './useRemote';
import { WhereToBuy } from './WhereToBuy';
import type { NamedItem, PublicProduct } from './types';
import { summaryOf, usePageMeta } from '../usePageMeta';
import { PageFailure, PageLoading } from '../LoadStates';

/** /products/{slug}: GET products/public/{slugOrId}; an unknown or hidden product is "Page not found". */
export function ProductPage() {
  const t = useT();
  const { url = '' } = useParams();
  const product = useRemote('/api/v1/products/public/{id}', { params: { path: { id: url } } });
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [url]);

  if (product.error && isNotFound(product.error)) return <NotFoundPage />;
  if (product.error) {
    return <PageFailure text={t('product.errorLoad')} onRetry={product.reload} testId="product-error" />;
  }
  if (!product.data) {
    return <PageLoading testId="product-loading" />;
  }
  return (
    <ProductDetails
      key={product.data.id}
      product={product.data}
      onRated={(rating) => product.setData({ ...product.data!, rating })}
    />
  );
}

function ProductDetails({
  product,
  onRated,
}: {
  product: PublicProduct;
  onRated: (rating: PublicProduct['rating']) => void;
}) {
  const t = useT();
  const { language } = usePreferences();
  usePageMeta(product.name, summaryOf(product.description) || t('products.description'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="product-page" data-product-id={product.id}>
      <Link
        component={RouterLink}
        to="/products"
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 3, fontWeight: 600 }}
      >
        <ArrowBackIcon fontSize="small" />
        {t('product.back')}
      </Link>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
          alignItems: 'start',
        }}
      >
        <ProductGallery photos={product.photos ?? []} name={product.name} />
        <Box>
          <ProductBadges product={product} sx={{ mb: 1.5 }} />
          {product.category && (
            <Typography variant="overline" color="text.secondary" data-testid="product-category">
              {localName(product.category, language)}
              {product.subCategory ? ` · ${localName(product.subCategory, language)}` : ''}
            </Typography>
          )}
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: { xs: '2rem', md: '2.6rem' } }}
            data-testid="product-name"
          >
            {product.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }} data-testid="product-rating">
            <Rating
              readOnly
              precision={0.5}
              value={product.rating?.average ?? 0}
              aria-label={t('product.stars', { value: product.rating?.average ?? 0 })}
            />
            <Typography variant="body2" color="text.secondary">
              {product.rating?.count ? `${product.rating.average} · ` : ''}
              {t(product.rating?.count === 1 ? 'product.reviewCount.one' : 'product.reviewCount.other', {
                count: product.rating?.count ?? 0,
              })}
            </Typography>
          </Stack>
          <Typography
            variant="h4"
            component="p"
            color="primary"
            sx={{ fontWeight: 800, mt: 2 }}
            data-testid="product-price"
          >
            {formatPrice(product.price, product.currency, language)}
          </Typography>
          {product.seller?.company && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, color: 'text.secondary' }}>
              <StorefrontIcon fontSize="small" />
              <Typography data-testid="product-seller">
                {t('product.soldBy', { seller: product.seller.company })}
              </Typography>
            </Stack>
          )}
          <Typography
            sx={{ mt: 1, fontWeight: product.inStock ? 700 : 400 }}
            data-testid="product-stock"
            data-in-stock={product.inStock ? 'true' : 'false'}
          >
            {t(product.inStock ? 'product.inStock' : 'product.notInStock')}
          </Typography>
          <Box sx={{ mt: 2.5 }}>
            <LikeButton productId={product.id} initialLikes={product.likes ?? 0} />
          </Box>
          <Box sx={{ mt: 3 }}>
            <ProductTrade product={product} />
          </Box>
          <Divider sx={{ my: 3 }} />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('product.description')}
          </Typography>
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }} data-testid="product-description">
            {product.description}
          </Typography>
          <ItemChips title="product.sizes" items={product.sizes} testId="product-sizes" />
          <ItemChips title="product.usages" items={product.usages} testId="product-usages" />
          <ItemChips title="product.delivery" items={product.deliveryMethods} testId="product-delivery" />
        </Box>
      </Box>
      <Divider sx={{ my: { xs: 4, md: 6 } }} />
      <WhereToBuy product={product} />
      <Divider sx={{ my: { xs: 4, md: 6 } }} />
      <Box component="section" aria-labelledby="reviews" data-testid="reviews">
        <Typography id="reviews" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t('reviews.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <ReviewList productId={product.id} />
          <ReviewForm
            productId={product.id}
            onRated={(summary) => onRated({ average: summary.average, count: summary.count })}
          />
        </Box>
      </Box>
      <Box sx={{ mt: { xs: 4, md: 6 } }}>
        <RelatedProducts product={product} />
      </Box>
    </Container>
  );
}

function ItemChips({ title, items, testId }: { title: MessageKey; items: NamedItem[] | undefined; testId: string }) {
  const t = useT();
  const { language } = usePreferences();
  if (!items?.length) return null;
  return (
    <Box sx={{ mt: 2.5 }} data-testid={testId}>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 0.75 }}>
        {t(title)}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {items.map((item) => (
          <Chip key={item.id} label={localName(item, language)} variant="outlined" size="small" />
        ))}
      </Stack>
    </Box>
  );
}
