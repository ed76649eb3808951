import { Injectable } from '@nestjs/common';

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
 * Where the articles tab finds published agronomy content for a crop. The agronomy content module binds it through
 * `AdvisoryModule.forRoot({ articles })` once it exists; until then NoArticles answers an empty list.
 */
export const AGRONOMY_ARTICLES = Symbol('AGRONOMY_ARTICLES');

export interface AgronomyArticlesPort {
  publishedFor(cropId: number): Promise<ArticleView[]>;
}

@Injectable()
export class NoArticles implements AgronomyArticlesPort {
  publishedFor(): Promise<ArticleView[]> {
    return Promise.resolve([]);
  }
}
