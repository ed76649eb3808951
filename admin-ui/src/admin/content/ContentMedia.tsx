import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { type AgronomyContent } from './types';

import { FilePreview, StoredImage } from './ContentImages';

/** A file of the content form (`mainImage`, `video`): the one chosen, kept as it is, and the server's word on it. */
export const useFileInput = <T,>(source: string) =>
  useInput<T | null>({ source, format: (value) => value, parse: (value) => value });

/** The content's main image (the one chosen, else the stored one, shown) and its video. */
export function ContentMedia({ content }: { content: AgronomyContent | undefined }) {
  const translate = useTranslate();
  const mainImage = useFileInput<File>('mainImage');
  const video = useFileInput<File>('video');
  const chosen = (input: typeof mainImage) => (event: React.ChangeEvent<HTMLInputElement>) =>
    input.field.onChange(event.target.files?.[0] ?? null);
  const errorOf = (input: typeof mainImage) =>
    input.fieldState.error && <FormHelperText error>{input.fieldState.error.message}</FormHelperText>;
  return (
    <>
      <Box>
        <Typography variant="subtitle2" component="h2">
          {translate('kasuwa.content.fields.mainImage')}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
          {mainImage.field.value ? (
            <FilePreview file={mainImage.field.value} />
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
              onChange={chosen(mainImage)}
            />
          </Button>
        </Stack>
        {errorOf(mainImage)}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h2">
          {translate('kasuwa.content.fields.video')}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {video.field.value?.name ??
              (content?.video ? translate('kasuwa.content.videoKept') : translate('kasuwa.content.none'))}
          </Typography>
          <Button variant="outlined" component="label">
            {translate('kasuwa.content.chooseVideo')}
            <input
              hidden
              type="file"
              accept="video/mp4,video/webm"
              aria-label={translate('kasuwa.content.fields.video')}
              onChange={chosen(video)}
            />
          </Button>
        </Stack>
        {errorOf(video)}
      </Box>
    </>
  );
}
