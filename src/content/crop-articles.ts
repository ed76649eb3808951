import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AgronomyArticlesPort, ArticleView } from '../advisory';
import { ListRecordTypesQuery } from '../farmers';
import { PublishedContentsQuery } from './queries/content.queries';
import type { ContentView } from './queries/content.views';

/** How many articles the recommendation's articles tab lists. */
const ARTICLES = 10;

/**
 * The advisory articles tab's source (bound by the app module through `AdvisoryModule.forRoot({ articles })`): the
 * public contents about the recommendation's crop, newest first. Contents name crops in words, recommendations by the
 * planting records' crop list, so the crop's English and French names are both tried.
 */
@Injectable()
export class PublishedCropArticles implements AgronomyArticlesPort {
  constructor(private readonly queries: QueryBus) {}

  async publishedFor(cropId: number): Promise<ArticleView[]> {
    const crops = await this.queries.execute(new ListRecordTypesQuery('crop'));
    const crop = crops.find((entry) => entry.id === cropId);
    if (!crop) return [];
    const found = new Map<string, ContentView>();
    for (const name of new Set([crop.name, crop.nameFr].filter((n): n is string => !!n))) {
      const page = await this.queries.execute(new PublishedContentsQuery(undefined, { crop: name }, undefined, { page: 0, size: ARTICLES }));
      for (const content of page.content) found.set(content.id, content);
    }
    return [...found.values()]
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .slice(0, ARTICLES)
      .map((content) => ({ id: content.id, slug: content.slug, title: content.title, summary: content.summary || null, publishedAt: content.updatedAt }));
  }
}
