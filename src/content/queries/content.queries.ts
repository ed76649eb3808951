import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Readable } from 'node:stream';
import { CountryDirectory } from '../../geography';
import type { Actor } from '../../kernel/context/request-context';
import { DEFAULT_COUNTRY, RequestContexts } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { Page, PageRequest } from '../../kernel/http/envelopes';
import { StorageService } from '../../kernel/storage/storage.service';
import { ContentErrors } from '../content.errors';
import { ContentActors } from '../commands/content-actor';
import { ContentFileType, ContentLanguage } from '../domain/agronomy-content';
import { ContentFilter, ContentView, ContentViews, slugOf } from './content.views';

/** Every content, with the spec's filters (managers of agronomy content; a platform manager's: of their countries). */
export class ListContentsQuery extends Query<Page<ContentView>> {
  constructor(
    readonly actor: Actor,
    readonly filter: Omit<ContentFilter, 'authorId' | 'countryId' | 'countryIds' | 'crop'>,
    readonly page: PageRequest,
  ) {
    super();
  }
}
/** The caller's own contents, with the same filters. */
export class ListOwnContentsQuery extends Query<Page<ContentView>> {
  constructor(
    readonly actor: Actor,
    readonly filter: Omit<ContentFilter, 'authorId' | 'countryId' | 'countryIds' | 'crop'>,
    readonly page: PageRequest,
  ) {
    super();
  }
}
/** A public content (approved and published); 404 for any other. */
export class GetPublishedContentQuery extends Query<ContentView> {
  constructor(readonly contentId: string) {
    super();
  }
}
/** A content whatever its status, for its author and managers; 404 for anyone else. */
export class GetPrivateContentQuery extends Query<ContentView> {
  constructor(
    readonly actor: Actor,
    readonly contentId: string,
  ) {
    super();
  }
}
/** Public contents sharing a crop, the category or a tag with a public content, newest first. */
export class ListRelatedContentsQuery extends Query<ContentView[]> {
  constructor(readonly contentId: string) {
    super();
  }
}
/**
 * The published contents of a country (by name; none means the request's Country header), newest first, or matching
 * the words of `search` (accents and typos forgiven) most relevant first. The advisory "articles" of a crop read it
 * with `crop`.
 */
export class PublishedContentsQuery extends Query<Page<ContentView>> {
  constructor(
    readonly countryName: string | undefined,
    readonly filter: { fileType?: ContentFileType; category?: string; crop?: string; language?: ContentLanguage },
    readonly search: string | undefined,
    readonly page: PageRequest,
  ) {
    super();
  }
}
/** The newest published contents of a country, in one language or (none) all. */
export class LatestPublishedContentsQuery extends Query<ContentView[]> {
  constructor(
    readonly countryName: string | undefined,
    readonly language?: ContentLanguage,
  ) {
    super();
  }
}
/** The categories of the public contents of a country, or (null) of every content. */
export class ContentCategoriesQuery extends Query<string[]> {
  constructor(readonly countryName: string | null | undefined) {
    super();
  }
}
/** The public contents for the sitemap (id, title, slug, last change), newest first. */
export class PublishedContentSitemapQuery extends Query<{ slug: string; updatedAt: Date }[]> {
  constructor(readonly limit: number) {
    super();
  }
}
/** A file of a content: of a public one to anyone, of any other to its author and managers. */
export class ContentFileQuery extends Query<ContentFileDownload> {
  constructor(
    readonly actor: Actor | null,
    readonly contentId: string,
    readonly fileId: string,
  ) {
    super();
  }
}

export interface ContentFileDownload {
  contentType: string;
  body: Readable;
  /** Public files may be kept by browsers and proxies; others only privately. */
  cacheControl: string;
}

async function countryOf(directory: CountryDirectory, name: string | undefined): Promise<number> {
  await directory.ready();
  if (name === undefined || name.trim() === '') {
    const requested = RequestContexts.currentOrSystem().countryId;
    return ((requested === null ? undefined : directory.byId(requested)) ?? directory.byName(DEFAULT_COUNTRY)!).id;
  }
  const country = directory.byName(name);
  if (!country || !directory.isActive(country.id)) {
    throw new DomainError(ContentErrors.CONTENT_COUNTRY_UNKNOWN, { country: name.slice(0, 60) }, [
      { field: 'countryName', message: 'CONTENT_COUNTRY_UNKNOWN' },
    ]);
  }
  return country.id;
}

@QueryHandler(ListContentsQuery)
export class ListContentsHandler implements IQueryHandler<ListContentsQuery, Page<ContentView>> {
  constructor(
    private readonly views: ContentViews,
    private readonly actors: ContentActors,
  ) {}
  async execute({ actor, filter, page }: ListContentsQuery): Promise<Page<ContentView>> {
    const monitored = await this.actors.monitoredCountries(actor);
    return this.views.list(monitored ? { ...filter, countryIds: monitored } : filter, page);
  }
}

@QueryHandler(ListOwnContentsQuery)
export class ListOwnContentsHandler implements IQueryHandler<ListOwnContentsQuery, Page<ContentView>> {
  constructor(private readonly views: ContentViews) {}
  execute({ actor, filter, page }: ListOwnContentsQuery): Promise<Page<ContentView>> {
    return this.views.list({ ...filter, authorId: actor.id }, page);
  }
}

@QueryHandler(GetPublishedContentQuery)
export class GetPublishedContentHandler implements IQueryHandler<GetPublishedContentQuery, ContentView> {
  constructor(private readonly views: ContentViews) {}
  async execute({ contentId }: GetPublishedContentQuery): Promise<ContentView> {
    const access = await this.views.access(contentId);
    if (!access?.isPublic) throw new DomainError(ContentErrors.CONTENT_NOT_FOUND);
    return (await this.views.one(contentId))!;
  }
}

@QueryHandler(GetPrivateContentQuery)
export class GetPrivateContentHandler implements IQueryHandler<GetPrivateContentQuery, ContentView> {
  constructor(
    private readonly views: ContentViews,
    private readonly actors: ContentActors,
  ) {}
  async execute({ actor, contentId }: GetPrivateContentQuery): Promise<ContentView> {
    const access = await this.views.access(contentId);
    if (!access || (access.authorId !== actor.id && !(await this.actors.of(actor, access.countryId)).manager))
      throw new DomainError(ContentErrors.CONTENT_NOT_FOUND);
    return (await this.views.one(contentId))!;
  }
}

@QueryHandler(ListRelatedContentsQuery)
export class ListRelatedContentsHandler implements IQueryHandler<ListRelatedContentsQuery, ContentView[]> {
  constructor(private readonly views: ContentViews) {}
  async execute({ contentId }: ListRelatedContentsQuery): Promise<ContentView[]> {
    if (!(await this.views.access(contentId))?.isPublic) throw new DomainError(ContentErrors.CONTENT_NOT_FOUND);
    return this.views.related(contentId);
  }
}

@QueryHandler(PublishedContentsQuery)
export class PublishedContentsHandler implements IQueryHandler<PublishedContentsQuery, Page<ContentView>> {
  constructor(
    private readonly views: ContentViews,
    private readonly countries: CountryDirectory,
  ) {}
  async execute({ countryName, filter, search, page }: PublishedContentsQuery): Promise<Page<ContentView>> {
    return this.views.listPublic(await countryOf(this.countries, countryName), filter, search, page);
  }
}

@QueryHandler(LatestPublishedContentsQuery)
export class LatestPublishedContentsHandler implements IQueryHandler<LatestPublishedContentsQuery, ContentView[]> {
  constructor(
    private readonly views: ContentViews,
    private readonly countries: CountryDirectory,
  ) {}
  async execute({ countryName, language }: LatestPublishedContentsQuery): Promise<ContentView[]> {
    return this.views.latestPublic(await countryOf(this.countries, countryName), language);
  }
}

@QueryHandler(ContentCategoriesQuery)
export class ContentCategoriesHandler implements IQueryHandler<ContentCategoriesQuery, string[]> {
  constructor(
    private readonly views: ContentViews,
    private readonly countries: CountryDirectory,
  ) {}
  async execute({ countryName }: ContentCategoriesQuery): Promise<string[]> {
    return this.views.categories(countryName === null ? null : await countryOf(this.countries, countryName));
  }
}

@QueryHandler(PublishedContentSitemapQuery)
export class PublishedContentSitemapHandler implements IQueryHandler<
  PublishedContentSitemapQuery,
  { slug: string; updatedAt: Date }[]
> {
  constructor(private readonly views: ContentViews) {}
  async execute({ limit }: PublishedContentSitemapQuery): Promise<{ slug: string; updatedAt: Date }[]> {
    return (await this.views.sitemapEntries(limit)).map((e) => ({
      slug: slugOf(e.title, e.id),
      updatedAt: e.updatedAt,
    }));
  }
}

@QueryHandler(ContentFileQuery)
export class ContentFileHandler implements IQueryHandler<ContentFileQuery, ContentFileDownload> {
  constructor(
    private readonly views: ContentViews,
    private readonly actors: ContentActors,
    private readonly storage: StorageService,
  ) {}
  async execute({ actor, contentId, fileId }: ContentFileQuery): Promise<ContentFileDownload> {
    const access = await this.views.access(contentId);
    const reachable =
      access &&
      (access.isPublic ||
        (actor !== null && (access.authorId === actor.id || (await this.actors.of(actor, access.countryId)).manager)));
    if (!reachable) throw new DomainError(ContentErrors.CONTENT_NOT_FOUND);
    const file = await this.views.file(contentId, fileId);
    if (!file) throw new DomainError(ContentErrors.CONTENT_FILE_NOT_FOUND);
    return {
      contentType: file.contentType,
      body: await this.storage.open(file.storageKey),
      cacheControl: access.isPublic ? 'public, max-age=300' : 'private, no-cache',
    };
  }
}
