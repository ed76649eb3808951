import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Product } from '../types';
import { ProductImage } from './ProductImage';
import { useLocalName } from './reference';

/** A list's product cell: its photo, its name (`nameTestId` for tests), a caption under it and what `children` add. */
export function ProductCell({
  photo,
  name,
  nameTestId,
  caption,
  minWidth = 200,
  children,
}: {
  photo: string | null | undefined;
  name: string;
  nameTestId: string;
  caption: ReactNode;
  minWidth?: number;
  children?: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth }}>
      <ProductImage url={photo} alt={name} />
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={nameTestId}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {caption}
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}

/** A product's category and sub-category ("Fertilisers › NPK"), in the console's language. */
export function useCategoryPath() {
  const name = useLocalName();
  return (product: Pick<Product, 'category' | 'subCategory'>) =>
    [name(product.category), name(product.subCategory)].filter(Boolean).join(' › ');
}

/** The product lists' name column (the products, every product): photo, name, category path. */
export function ProductNameCell(_props: { label?: string }) {
  const record = useRecordContext<Product>();
  const categoryPath = useCategoryPath();
  if (!record) return null;
  return (
    <ProductCell
      photo={record.photos?.[0]?.url}
      name={record.name}
      nameTestId="product-name"
      caption={categoryPath(record)}
    />
  );
}
