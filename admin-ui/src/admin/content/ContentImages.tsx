import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box } from '@mui/material';
import { useConsoleApi } from '../api/useConsoleApi';
import { CONTENT_KEY } from './types';

/** A stored image of the content shown as a preview (read with the bearer token while the content is not public). */
export function StoredImage({ url, alt }: { url: string; alt: string }) {
  const api = useConsoleApi();
  const blob = useQuery({
    queryKey: [CONTENT_KEY, 'file', url],
    queryFn: ({ signal }) => api.contentFile(url, signal),
  });
  const src = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : undefined), [blob.data]);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  return src ? (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={{ maxWidth: 240, maxHeight: 160, borderRadius: 1, objectFit: 'cover' }}
      data-testid="content-image-preview"
    />
  ) : null;
}

export function FilePreview({ file }: { file: File }) {
  const src = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(src), [src]);
  return (
    <Box
      component="img"
      src={src}
      alt={file.name}
      sx={{ maxWidth: 240, maxHeight: 160, borderRadius: 1, objectFit: 'cover' }}
      data-testid="content-image-preview"
    />
  );
}
