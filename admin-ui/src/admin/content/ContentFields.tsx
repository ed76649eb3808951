import {
  Autocomplete,
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  Switch,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ContentEditor, type ContentImage } from './ContentEditor';
import { FILE_TYPES, LANGUAGES } from './types';

import { type Draft } from './contentDraft';

/** The content's own fields: title, category, file type, language, text (with the content's images), crops, tags, video link, publication. */
export function ContentFields({
  draft,
  set,
  setContent,
  errorOf,
  categories,
  images,
}: {
  draft: Draft;
  set: (field: keyof Draft) => (value: string | boolean) => void;
  setContent: (html: string) => void;
  errorOf: (field: string) => string | undefined;
  categories: string[] | undefined;
  images: ContentImage[];
}) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        label={translate('kasuwa.content.fields.title')}
        value={draft.title}
        onChange={(e) => set('title')(e.target.value)}
        required
        error={!!errorOf('title')}
        helperText={errorOf('title')}
        inputProps={{ maxLength: 200, 'data-testid': 'content-title' }}
      />
      <Autocomplete
        freeSolo
        options={categories ?? []}
        inputValue={draft.category}
        onInputChange={(_, value) => set('category')(value)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('kasuwa.content.fields.category')}
            required
            error={!!errorOf('category')}
            helperText={errorOf('category')}
            inputProps={{ ...params.inputProps, maxLength: 100, 'data-testid': 'content-category' }}
          />
        )}
      />
      <FormControl>
        <InputLabel id="content-file-type">{translate('kasuwa.content.fields.fileType')}</InputLabel>
        <Select
          labelId="content-file-type"
          label={translate('kasuwa.content.fields.fileType')}
          value={draft.fileType}
          onChange={(e) => set('fileType')(e.target.value)}
        >
          {FILE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {translate(`kasuwa.content.fileTypes.${type}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl error={!!errorOf('language')}>
        <InputLabel id="content-language">{translate('kasuwa.content.fields.language')}</InputLabel>
        <Select
          labelId="content-language"
          label={translate('kasuwa.content.fields.language')}
          value={draft.language}
          onChange={(e) => set('language')(e.target.value)}
          data-testid="content-language"
        >
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language}>
              {translate(`kasuwa.content.languages.${language}`)}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText>{errorOf('language') ?? translate('kasuwa.content.languageHelp')}</FormHelperText>
      </FormControl>
      <ContentEditor
        html={draft.content}
        images={images}
        error={errorOf('content')}
        helperText={translate('kasuwa.content.contentHelp')}
        onChange={setContent}
      />
      <TextField
        label={translate('kasuwa.content.fields.crops')}
        value={draft.crops}
        onChange={(e) => set('crops')(e.target.value)}
        required
        error={!!errorOf('crops')}
        helperText={errorOf('crops') ?? translate('kasuwa.content.listHelp')}
        inputProps={{ 'data-testid': 'content-crops' }}
      />
      <TextField
        label={translate('kasuwa.content.fields.tags')}
        value={draft.tags}
        onChange={(e) => set('tags')(e.target.value)}
        error={!!errorOf('tags')}
        helperText={errorOf('tags') ?? translate('kasuwa.content.listHelp')}
      />
      <TextField
        label={translate('kasuwa.content.fields.youtubeUrl')}
        value={draft.youtubeUrl}
        onChange={(e) => set('youtubeUrl')(e.target.value)}
        error={!!errorOf('youtubeUrl')}
        helperText={errorOf('youtubeUrl')}
        inputProps={{ 'data-testid': 'content-youtube' }}
      />
      <FormControlLabel
        control={<Switch checked={draft.publish} onChange={(e) => set('publish')(e.target.checked)} />}
        label={translate('kasuwa.content.fields.publish')}
      />
    </>
  );
}
