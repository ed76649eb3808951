export { ContentModule } from './content.module';
export { AgronomyContentCreated, AgronomyContentDeleted } from './domain/agronomy-content';
// The published contents of a country (the advisory "articles" of a crop list them with `crop`), and the sitemap's.
export { PublishedContentSitemapQuery } from './queries/content.queries';
// A crop's articles, for the advisory articles tab.
export { CropArticlesQuery } from './queries/crop-articles.query';
export type { ArticleView } from './queries/crop-articles.query';
