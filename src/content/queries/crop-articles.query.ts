import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListRecordTypesQuery } from '../../farmers';
import { PublishedContentsQuery } from './content.queries';
import type { ContentView } from './content.views';

/** How many articles a crop's list holds. */
const ARTICLES = 10;

/** A published agronomy article about a crop, as the recommendation's articles tab lists it. */
export interface ArticleView {
  id: string;
  /** The public page's path segment (`/contents/{slug}`). */
  slug: string;
  title: string;
  summary: string | null;
  publishedAt: string;
}

/**
 * The public contents about a crop (of the planting records' crop list), newest first: the advisory articles tab.
 * Contents name crops in words, so the crop's English and French names are both tried. An unknown crop has none.
 */
export class CropArticlesQuery extends Query<ArticleView[]> {
  constructor(readonly cropId: number) {
    super();
  }
}

@QueryHandler(CropArticlesQuery)
export class CropArticlesHandler implements IQueryHandler<CropArticlesQuery, ArticleView[]> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ cropId }: CropArticlesQuery): Promise<ArticleView[]> {
    const crops = await this.queries.execute(new ListRecordTypesQuery('crop'));
    const crop = crops.find((entry) => entry.id === cropId);
    if (!crop) return [];
    const found = new Map<string, ContentView>();
    for (const name of new Set([crop.name, crop.nameFr].filter((n): n is string => !!n))) {
      const page = await this.queries.execute(
        new PublishedContentsQuery(undefined, { crop: name }, undefined, { page: 0, size: ARTICLES }),
      );
      for (const content of page.content) found.set(content.id, content);
    }
    return [...found.values()]
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .slice(0, ARTICLES)
      .map((content) => ({
        id: content.id,
        slug: content.slug,
        title: content.title,
        summary: content.summary || null,
        publishedAt: content.updatedAt,
      }));
  }
}
