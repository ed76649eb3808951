import { Avatar, Box } from '@mui/material';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import { apiFileUrl, useApiImage } from '../../../shared/apiImage';

/** A product photo the API serves (relative to /api/v1; fetched with the token when it is not public yet). */
export function ProductImage({
  url,
  alt,
  size = 48,
  testId,
}: {
  url: string | null | undefined;
  alt: string;
  size?: number;
  testId?: string;
}) {
  const src = useApiImage(url ? apiFileUrl(url) : null);
  if (!src) {
    return (
      <Avatar
        variant="rounded"
        sx={{ width: size, height: size, bgcolor: 'rgba(46,125,50,0.08)', color: 'primary.main' }}
      >
        <InventoryIcon fontSize="small" />
      </Avatar>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      data-testid={testId}
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'grey.100' }}
    />
  );
}
