import { useState } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Item, ProductDetail } from '../types';
import { ProductImage } from './ProductImage';
import { usePriceFormat } from './price';
import { useLocalName } from './reference';

/** The product's photos: the chosen one large, the others as thumbnails (the first is the main image). */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const [chosen, setChosen] = useState(0);
  const photos = product.photos ?? [];
  const current = photos[Math.min(chosen, photos.length - 1)];
  return (
    <Box sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
      <ProductImage url={current?.url} alt={product.name} size={320} testId="product-detail-photo" />
      {photos.length > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
          {photos.map((photo, index) => (
            <Box
              key={photo.id}
              onClick={() => setChosen(index)}
              sx={{ cursor: 'pointer', opacity: index === chosen ? 1 : 0.6 }}
            >
              <ProductImage url={photo.url} alt={product.name} size={56} />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div" data-testid={testId}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

function Items({ items }: { items: Item[] }) {
  const name = useLocalName();
  if (!items?.length) return <>—</>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {items.map((item) => (
        <Chip key={item.id} size="small" variant="outlined" label={name(item)} />
      ))}
    </Stack>
  );
}

/** Everything the seller said of the product, as a grid of labelled facts. */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const name = useLocalName();
  const price = usePriceFormat();
  const [locale] = useLocaleState();
  const date = (value: string) =>
    new Date(value).toLocaleDateString(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium' });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
      <Fact label="kasuwa.catalogue.fields.price" testId="product-detail-price">
        {price(product.price, product.currency)}
      </Fact>
      <Fact label="kasuwa.catalogue.fields.quantity">{String(product.quantity)}</Fact>
      <Fact label="kasuwa.catalogue.fields.location">{product.location}</Fact>
      <Fact label="kasuwa.catalogue.fields.category">{name(product.category)}</Fact>
      <Fact label="kasuwa.catalogue.fields.subCategory">{name(product.subCategory)}</Fact>
      <Fact label="kasuwa.catalogue.fields.type">{name(product.type)}</Fact>
      <Fact label="kasuwa.catalogue.fields.form">{name(product.productForm)}</Fact>
      <Fact label="kasuwa.catalogue.fields.sizes">
        <Items items={product.sizes} />
      </Fact>
      <Fact label="kasuwa.catalogue.fields.deliveryMethods">
        <Items items={product.deliveryMethods} />
      </Fact>
      <Fact label="kasuwa.catalogue.fields.usages">
        <Items items={product.usages} />
      </Fact>
      <Fact label="kasuwa.catalogue.fields.createdAt">{product.createdAt ? date(product.createdAt) : ''}</Fact>
      <Fact label="kasuwa.catalogue.fields.updatedAt">{product.updatedAt ? date(product.updatedAt) : ''}</Fact>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Fact label="kasuwa.catalogue.fields.description">
          <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
            {product.description}
          </Box>
        </Fact>
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Fact label="kasuwa.catalogue.fields.storageCondition">{product.storageCondition}</Fact>
      </Box>
    </Box>
  );
}
