/** The content form's values: a new content's, a saved one's, and the multipart body they are sent as. */
import { LANGUAGES, type AgronomyContent, type ContentLanguage } from './types';

export interface Draft {
  title: string;
  category: string;
  fileType: string;
  content: string;
  crops: string;
  tags: string;
  youtubeUrl: string;
  publish: boolean;
  language: ContentLanguage;
  /** The files chosen to upload with the next save. */
  mainImage?: File | null;
  video?: File | null;
  documents?: File[];
}

/** A new content is written, until the author says otherwise, in the console's language. */
export const emptyDraft = (language: ContentLanguage): Draft => ({
  title: '',
  category: '',
  fileType: 'DOCUMENT',
  content: '',
  crops: '',
  tags: '',
  youtubeUrl: '',
  publish: true,
  language,
});
export const languageOf = (locale: string): ContentLanguage =>
  LANGUAGES.includes(locale as ContentLanguage) ? (locale as ContentLanguage) : 'en';

export const draftOf = (c: AgronomyContent): Draft => ({
  title: c.title,
  category: c.category,
  fileType: c.fileType,
  content: c.content,
  crops: c.crops.join(', '),
  tags: c.tags.join(', '),
  youtubeUrl: c.youtubeUrl ?? '',
  publish: c.published,
  language: languageOf(c.language),
});

// react-admin's inputs give an emptied field as null.
const text = (value: string | null | undefined) => value ?? '';

export function formDataOf(draft: Draft): FormData {
  const form = new FormData();
  form.append('title', text(draft.title));
  form.append('category', text(draft.category));
  form.append('fileType', draft.fileType);
  form.append('content', text(draft.content));
  form.append('crops', text(draft.crops));
  if (text(draft.tags).trim()) form.append('tags', draft.tags);
  if (text(draft.youtubeUrl).trim()) form.append('youtubeUrl', draft.youtubeUrl.trim());
  form.append('publish', String(draft.publish));
  form.append('language', draft.language);
  if (draft.mainImage) form.append('mainImage', draft.mainImage, draft.mainImage.name);
  if (draft.video) form.append('video', draft.video, draft.video.name);
  for (const doc of draft.documents ?? []) form.append('documents', doc, doc.name);
  return form;
}
