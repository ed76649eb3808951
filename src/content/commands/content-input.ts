import sanitizeHtml from 'sanitize-html';
import { DomainError } from '../../kernel/errors/domain-error';
import { ContentErrors } from '../content.errors';
import { ContentDetails, ContentFileType, ContentLanguage } from '../domain/agronomy-content';

/** What a create or update form says (validated by ContentFormDto). */
export interface ContentInput {
  title: string;
  category: string;
  fileType: ContentFileType;
  content: string;
  crops: string[];
  tags?: string[];
  youtubeUrl?: string | null;
  publish?: boolean;
  /** Left out: the country's default language on create, the content's own on update. */
  language?: ContentLanguage;
}

/**
 * The rich text allowed in content: paragraphs, headings, emphasis, lists, quotes, tables, links (http, https and
 * mailto only, opened without access to the page) and images of the contents' own files (CONTENT_FILE_IMAGE, served by
 * GET agronomy-contents/{id}/files/{fileId}). Scripts, styles, event handlers, frames and any other image are dropped,
 * by sanitize-html (a maintained sanitiser built on htmlparser2).
 */
export const CONTENT_FILE_IMAGE = /^\/api\/v1\/agronomy-contents\/[0-9a-f-]{36}\/files\/[0-9a-f-]{36}$/;

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'sub',
    'sup',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Any other image, and the empty paragraphs an editor leaves after the text, are dropped.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !CONTENT_FILE_IMAGE.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren.length),
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};

export function sanitiseRichText(html: string): string {
  const clean = sanitizeHtml(html, {
    ...RICH_TEXT,
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt'] },
  }).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '');
  if (!text)
    throw new DomainError(ContentErrors.CONTENT_TEXT_EMPTY, {}, [{ field: 'content', message: 'CONTENT_TEXT_EMPTY' }]);
  return clean;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * A YouTube video address as its canonical form, https://www.youtube.com/watch?v=<id>: watch?v=, youtu.be/, /embed/,
 * /shorts/, /live/ and /v/ addresses of the video are accepted; anything else (a channel, a playlist alone, another
 * site, an id of the wrong shape) is refused.
 */
export function canonicalYoutubeUrl(value: string): string {
  const refuse = () =>
    new DomainError(ContentErrors.CONTENT_VIDEO_LINK_INVALID, {}, [
      { field: 'youtubeUrl', message: 'CONTENT_VIDEO_LINK_INVALID' },
    ]);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw refuse();
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse();
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) throw refuse();
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(first)) id = second ?? null;
  }
  if (!id || !VIDEO_ID.test(id)) throw refuse();
  return `https://www.youtube.com/watch?v=${id}`;
}

/** Names (crops, tags): trimmed, empty ones dropped, each once whatever its case. */
function distinctNames(names: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of names ?? []) {
    const trimmed = name.trim().replace(/\s+/g, ' ');
    if (trimmed && !seen.has(trimmed.toLowerCase())) {
      seen.add(trimmed.toLowerCase());
      kept.push(trimmed);
    }
  }
  return kept;
}

/** The details of a form, written in `language` (the form's, else the default the handler chose). */
export function contentDetails(input: ContentInput, language: ContentLanguage): ContentDetails {
  return {
    title: input.title.trim(),
    category: input.category.trim().replace(/\s+/g, ' '),
    fileType: input.fileType,
    body: sanitiseRichText(input.content),
    crops: distinctNames(input.crops),
    tags: distinctNames(input.tags),
    youtubeUrl: input.youtubeUrl?.trim() ? canonicalYoutubeUrl(input.youtubeUrl) : null,
    publish: input.publish ?? true,
    language: input.language ?? language,
  };
}
