export { ContentModule } from './content.module';
export { ContentErrors } from './content.errors';
export {
  AgronomyContentCreated,
  AgronomyContentDeleted,
  AgronomyContentDocumentRemoved,
  AgronomyContentReviewed,
  AgronomyContentUpdated,
  CONTENT_STATUSES,
  ContentEvents,
  FILE_TYPES,
} from './domain/agronomy-content';
export type { ContentDetails, ContentFileType, ContentStatus } from './domain/agronomy-content';
// The published contents of a country (the advisory "articles" of a crop list them with `crop`), and the sitemap's.
export {
  PublishedContentsQuery,
  LatestPublishedContentsQuery,
  PublishedContentSitemapQuery,
} from './queries/content.queries';
export type { ContentView, ContentFileView } from './queries/content.views';
// A crop's articles, for the advisory articles tab.
export { CropArticlesQuery } from './queries/crop-articles.query';
export type { ArticleView } from './queries/crop-articles.query';
