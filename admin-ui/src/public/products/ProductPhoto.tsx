import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { useT } from '../useT';

/** A product photo in a box of the given ratio; a placeholder when there is none or it fails to load. */
export function ProductPhoto({
  src,
  alt,
  ratio,
  testId,
}: {
  src: string | undefined;
  alt: string;
  ratio: string;
  testId?: string;
}) {
  const t = useT();
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const shown = src && failed !== src ? src : undefined;
  return (
    <Box
      sx={{
        aspectRatio: ratio,
        bgcolor: 'rgba(46,125,50,0.06)',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {shown ? (
        <Box
          component="img"
          src={shown}
          alt={alt}
          loading="lazy"
          onError={() => setFailed(shown)}
          data-testid={testId}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
          <ImageNotSupportedIcon fontSize="large" />
          <Typography variant="caption" component="p">
            {t('product.noPhoto')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
