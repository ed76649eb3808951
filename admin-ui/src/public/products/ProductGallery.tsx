import { useState } from 'react';
import { Box, ButtonBase, Stack } from '@mui/material';
import { useT } from '../useT';
import { photoSrc } from './format';
import { ProductPhoto } from './ProductPhoto';
import type { Photo } from './types';

/** The product's photos: the chosen one large (the main photo first), the others as thumbnails. */
export function ProductGallery({ photos, name }: { photos: Photo[]; name: string }) {
  const t = useT();
  const ordered = [...photos].sort((a, b) => Number(b.main) - Number(a.main));
  const [chosen, setChosen] = useState(0);
  const current = ordered[Math.min(chosen, ordered.length - 1)];
  return (
    <Box data-testid="product-gallery">
      <Box sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <ProductPhoto src={photoSrc(current?.url)} alt={name} ratio="1 / 1" testId="product-photo" />
      </Box>
      {ordered.length > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, overflowX: 'auto', pb: 0.5 }}>
          {ordered.map((photo, index) => (
            <ButtonBase
              key={photo.id}
              onClick={() => setChosen(index)}
              aria-label={t('product.photo', { n: index + 1, name })}
              aria-pressed={index === chosen}
              data-testid="product-thumbnail"
              sx={{
                width: 72,
                flexShrink: 0,
                borderRadius: 1.5,
                overflow: 'hidden',
                border: 2,
                borderColor: index === chosen ? 'primary.main' : 'transparent',
              }}
            >
              <Box
                component="img"
                src={photoSrc(photo.url)}
                alt=""
                sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
          ))}
        </Stack>
      )}
    </Box>
  );
}
