import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { SuggestedTextInput } from '../shared/SuggestedTextInput';
import { ContentEditor, type ContentImage } from './ContentEditor';
import { FILE_TYPES, LANGUAGES } from './types';

const C = 'kasuwa.content';
const fileTypes = FILE_TYPES.map((type) => ({ id: type, name: `${C}.fileTypes.${type}` }));
const languages = LANGUAGES.map((language) => ({ id: language, name: `${C}.languages.${language}` }));
// The server checks what is required (its words come back under the field): the form only marks them.
const testId = (name: string, maxLength?: number) => ({
  inputProps: { 'data-testid': `content-${name}`, ...(maxLength ? { maxLength } : {}) },
});

/** The content's own fields: title, category, file type, language, text (with the content's images), crops, tags, video link, publication. */
export function ContentFields({ categories, images }: { categories: string[] | undefined; images: ContentImage[] }) {
  return (
    <>
      <TextInput source="title" label={`${C}.fields.title`} isRequired {...testId('title', 200)} />
      <SuggestedTextInput
        source="category"
        label={`${C}.fields.category`}
        suggestions={categories}
        isRequired
        inputProps={{ maxLength: 100, 'data-testid': 'content-category' }}
      />
      <SelectInput source="fileType" label={`${C}.fields.fileType`} choices={fileTypes} isRequired />
      <SelectInput
        source="language"
        label={`${C}.fields.language`}
        choices={languages}
        helperText={`${C}.languageHelp`}
        isRequired
        data-testid="content-language"
      />
      <ContentEditor images={images} helperText={`${C}.contentHelp`} />
      <TextInput
        source="crops"
        label={`${C}.fields.crops`}
        helperText={`${C}.listHelp`}
        isRequired
        {...testId('crops')}
      />
      <TextInput source="tags" label={`${C}.fields.tags`} helperText={`${C}.listHelp`} />
      <TextInput source="youtubeUrl" label={`${C}.fields.youtubeUrl`} {...testId('youtube')} />
      <BooleanInput source="publish" label={`${C}.fields.publish`} helperText={false} />
    </>
  );
}
