import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, CardActionArea, CardContent, Chip, Rating, Stack, Typography } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import VerifiedIcon from '@mui/icons-material/Verified';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import { usePreferences } from '../../shared/usePreferences';
import { useT } from '../useT';
import { formatPrice, photoSrc, productPath } from './format';
import { ProductPhoto } from './ProductPhoto';
import type { PublicProduct } from './types';

/** A product in a list: photo, name, price, seller, stars, likes and its badges; opens the product's page. */
export function ProductCard({ product }: { product: PublicProduct }) {
  const t = useT();
  const { language } = usePreferences();
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="product-card" data-product-id={product.id}>
      <CardActionArea
        component={RouterLink}
        to={productPath(product)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative' }}>
          <ProductPhoto src={photoSrc(product.mainPhoto)} alt={product.name} ratio="4 / 3" />
          <ProductBadges product={product} sx={{ position: 'absolute', top: 8, left: 8 }} />
        </Box>
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography
            component="h3"
            variant="subtitle1"
            data-testid="product-card-name"
            sx={{
              fontWeight: 700,
              lineHeight: 1.3,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {product.name}
          </Typography>
          <Typography color="primary" sx={{ fontWeight: 800 }} data-testid="product-card-price">
            {formatPrice(product.price, product.currency, language)}
          </Typography>
          {product.seller?.company && (
            <Typography variant="body2" color="text.secondary" noWrap data-testid="product-card-seller">
              {product.seller.company}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 'auto', pt: 0.5 }}>
            <Rating
              size="small"
              readOnly
              precision={0.5}
              value={product.rating?.average ?? 0}
              aria-label={t('product.stars', { value: product.rating?.average ?? 0 })}
            />
            <Typography variant="caption" color="text.secondary">
              ({product.rating?.count ?? 0})
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'center', color: 'text.secondary' }}
              aria-label={t('product.likes', { count: product.likes ?? 0 })}
            >
              <FavoriteIcon sx={{ fontSize: 16, color: 'error.light' }} />
              <Typography variant="caption">{product.likes ?? 0}</Typography>
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The recommended and certified badges. */
export function ProductBadges({
  product,
  sx,
}: {
  product: Pick<PublicProduct, 'recommended' | 'certified'>;
  sx?: object;
}) {
  const t = useT();
  if (!product.recommended && !product.certified) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={sx}>
      {product.recommended && (
        <Chip
          size="small"
          color="secondary"
          icon={<ThumbUpAltIcon />}
          label={t('product.recommended')}
          data-testid="badge-recommended"
        />
      )}
      {product.certified && (
        <Chip
          size="small"
          color="primary"
          icon={<VerifiedIcon />}
          label={t('product.certified')}
          data-testid="badge-certified"
        />
      )}
    </Stack>
  );
}
