import { useEffect, useRef } from 'react';
import { Box, Button as MuiButton, Chip, FormHelperText, IconButton, Stack, Tooltip } from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/StarBorder';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useInput, useRecordContext, useTranslate, ValidationError } from 'react-admin';
import { apiFileUrl, useApiImage } from '../../../shared/apiImage';
import { useConsoleApi } from '../../api/useConsoleApi';
import { useApiMutation } from '../../api/useApiMutation';
import type { Photo, Product } from '../types';
import { MAX_PHOTOS, PHOTO_TYPES, type NewPhoto } from './productFormData';

const TILE = 112;

function Tile({
  src,
  alt,
  main,
  children,
  testId,
}: {
  src?: string;
  alt: string;
  main: boolean;
  children?: React.ReactNode;
  testId: string;
}) {
  const translate = useTranslate();
  return (
    <Box
      data-testid={testId}
      data-main={String(main)}
      sx={{
        position: 'relative',
        width: TILE,
        height: TILE,
        borderRadius: 1,
        overflow: 'hidden',
        border: 2,
        borderColor: main ? 'primary.main' : 'divider',
        bgcolor: 'grey.100',
      }}
    >
      {src && (
        <Box
          component="img"
          src={src}
          alt={alt}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
      {main && (
        <Chip
          size="small"
          color="primary"
          label={translate('kasuwa.catalogue.products.mainPhoto')}
          sx={{ position: 'absolute', left: 4, top: 4, height: 20, fontSize: '0.7rem' }}
        />
      )}
      <Stack
        direction="row"
        sx={{ position: 'absolute', right: 2, bottom: 2, bgcolor: 'rgba(255,255,255,0.85)', borderRadius: 1 }}
      >
        {children}
      </Stack>
    </Box>
  );
}

function SavedPhoto({
  photo,
  main,
  canDelete,
  onDelete,
  deleting,
}: {
  photo: Photo;
  main: boolean;
  canDelete: boolean;
  onDelete: () => void;
  deleting: boolean;
}) {
  const translate = useTranslate();
  const src = useApiImage(apiFileUrl(photo.url));
  return (
    <Tile src={src} alt={photo.id} main={main} testId="product-photo">
      <Tooltip
        title={translate(canDelete ? 'kasuwa.catalogue.products.deletePhoto' : 'kasuwa.catalogue.products.lastPhoto')}
      >
        <span>
          <IconButton
            size="small"
            color="error"
            disabled={!canDelete || deleting}
            onClick={onDelete}
            aria-label={translate('kasuwa.catalogue.products.deletePhoto')}
            data-testid="product-photo-delete"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Tile>
  );
}

/** The saved photos of the product being edited: each deleted at once (DELETE me/products/{id}/photos), never the last. */
function SavedPhotos() {
  const record = useRecordContext<Product>();
  const api = useConsoleApi();
  const remove = useApiMutation({
    mutationFn: (photoId: string) => api.removeProductPhotos(record!.id, [photoId]),
    success: 'kasuwa.catalogue.products.photoDeleted',
    failure: 'kasuwa.catalogue.products.photoDeleteFailure',
    refresh: true,
  });
  const photos = record?.photos ?? [];
  return (
    <>
      {photos.map((photo, index) => (
        <SavedPhoto
          key={photo.id}
          photo={photo}
          main={index === 0}
          canDelete={photos.length > 1}
          deleting={remove.isPending}
          onDelete={() => remove.mutate(photo.id)}
        />
      ))}
    </>
  );
}

/** At least one photo: a saved one, or one chosen now. */
const photoRequired = (value: NewPhoto[] | undefined, values: Record<string, unknown>) =>
  (Array.isArray(values.photos) && values.photos.length > 0) || (value?.length ?? 0) > 0
    ? undefined
    : 'kasuwa.catalogue.products.validation.photoRequired';

/**
 * The product's photos: the saved ones (edit), then the ones chosen now (`newPhotos`, sent as `photos`).
 * The first photo is the main image; before the first save any chosen photo can be made the main one.
 */
export function PhotosInput() {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const { field, fieldState, formState } = useInput<NewPhoto[]>({
    source: 'newPhotos',
    validate: photoRequired,
    defaultValue: [],
  });
  const { errors } = useFormState({ name: 'photos' });
  const { clearErrors } = useFormContext();
  const saved: Photo[] = useWatch({ name: 'photos' }) ?? [];
  const chosen: NewPhoto[] = Array.isArray(field.value) ? field.value : [];

  // Let go of the previews when the form goes.
  const previews = useRef(chosen);
  previews.current = chosen;
  useEffect(() => () => previews.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  const add = (files: FileList | null) => {
    const accepted = Array.from(files ?? []).filter((file) => PHOTO_TYPES.includes(file.type));
    const room = Math.max(MAX_PHOTOS - saved.length - chosen.length, 0);
    const added = accepted.slice(0, room).map((file) => ({ file, preview: URL.createObjectURL(file) }));
    field.onChange([...chosen, ...added]);
    clearErrors('photos');
  };
  const removeAt = (index: number) => {
    URL.revokeObjectURL(chosen[index].preview);
    field.onChange(chosen.filter((_, i) => i !== index));
  };
  const makeMain = (index: number) => field.onChange([chosen[index], ...chosen.filter((_, i) => i !== index)]);

  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const serverError = errors.photos?.message;
  return (
    <Box sx={{ width: '100%', mb: 2 }} data-testid="product-photos">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
        <SavedPhotos />
        {chosen.map((photo, index) => {
          const main = saved.length === 0 && index === 0;
          return (
            <Tile key={photo.preview} src={photo.preview} alt={photo.file.name} main={main} testId="product-new-photo">
              {saved.length === 0 && !main && (
                <Tooltip title={translate('kasuwa.catalogue.products.makeMain')}>
                  <IconButton
                    size="small"
                    color="primary"
                    onClick={() => makeMain(index)}
                    aria-label={translate('kasuwa.catalogue.products.makeMain')}
                    data-testid="product-photo-main"
                  >
                    <StarIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              <Tooltip title={translate('kasuwa.catalogue.products.removePhoto')}>
                <IconButton
                  size="small"
                  color="error"
                  onClick={() => removeAt(index)}
                  aria-label={translate('kasuwa.catalogue.products.removePhoto')}
                  data-testid="product-new-photo-remove"
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Tile>
          );
        })}
      </Stack>
      <input
        ref={picker}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        multiple
        hidden
        data-testid="product-photos-input"
        onChange={(event) => {
          add(event.target.files);
          event.target.value = '';
          field.onBlur();
        }}
      />
      <MuiButton
        variant="outlined"
        size="small"
        startIcon={<AddPhotoIcon />}
        disabled={saved.length + chosen.length >= MAX_PHOTOS}
        onClick={() => picker.current?.click()}
        data-testid="product-photos-add"
      >
        {translate('kasuwa.catalogue.products.addPhotos')}
      </MuiButton>
      <FormHelperText error={showError || !!serverError}>
        {showError && fieldState.error?.message ? (
          <ValidationError error={fieldState.error.message} />
        ) : serverError ? (
          String(serverError)
        ) : (
          translate('kasuwa.catalogue.products.photosHelp', { max: MAX_PHOTOS })
        )}
      </FormHelperText>
    </Box>
  );
}
