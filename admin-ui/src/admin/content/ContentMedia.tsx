import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type AgronomyContent } from './types';

import { FilePreview, StoredImage } from './ContentImages';

/** The content's main image (the one chosen, else the stored one, shown) and its video. */
export function ContentMedia({
  content,
  mainImage,
  onMainImage,
  video,
  onVideo,
  errorOf,
}: {
  content: AgronomyContent | undefined;
  mainImage: File | null;
  onMainImage: (file: File | null) => void;
  video: File | null;
  onVideo: (file: File | null) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const translate = useTranslate();
  return (
    <>
      <Box>
        <Typography variant="subtitle2" component="h2">
          {translate('kasuwa.content.fields.mainImage')}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
          {mainImage ? (
            <FilePreview file={mainImage} />
          ) : content?.mainImage ? (
            <StoredImage url={content.mainImage.url} alt={content.title} />
          ) : null}
          <Button variant="outlined" component="label">
            {translate('kasuwa.content.chooseImage')}
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-label={translate('kasuwa.content.fields.mainImage')}
              data-testid="content-main-image"
              onChange={(e) => onMainImage(e.target.files?.[0] ?? null)}
            />
          </Button>
        </Stack>
        {errorOf('mainImage') && <FormHelperText error>{errorOf('mainImage')}</FormHelperText>}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h2">
          {translate('kasuwa.content.fields.video')}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {video?.name ?? (content?.video ? translate('kasuwa.content.videoKept') : translate('kasuwa.content.none'))}
          </Typography>
          <Button variant="outlined" component="label">
            {translate('kasuwa.content.chooseVideo')}
            <input
              hidden
              type="file"
              accept="video/mp4,video/webm"
              aria-label={translate('kasuwa.content.fields.video')}
              onChange={(e) => onVideo(e.target.files?.[0] ?? null)}
            />
          </Button>
        </Stack>
        {errorOf('video') && <FormHelperText error>{errorOf('video')}</FormHelperText>}
      </Box>
    </>
  );
}
