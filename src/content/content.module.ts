import { Module } from '@nestjs/common';
import { PeopleDirectoryModule } from '../accounts';
import { AuthorizationModule } from '../authorization';
import { GeographyModule } from '../geography';
import './content.errors';
import './content.messages';
import { ContentActors } from './commands/content-actor';
import {
  CreateContentHandler,
  DeleteContentHandler,
  RemoveContentDocumentHandler,
  ToggleContentApprovalHandler,
  UpdateContentHandler,
} from './commands/content.commands';
import { ContentController } from './http/content.controller';
import {
  ContentCategoriesHandler,
  ContentFileHandler,
  GetPrivateContentHandler,
  GetPublishedContentHandler,
  LatestPublishedContentsHandler,
  ListContentsHandler,
  ListOwnContentsHandler,
  ListRelatedContentsHandler,
  PublishedContentSitemapHandler,
  PublishedContentsHandler,
} from './queries/content.queries';
import { ContentViews } from './queries/content.views';
import { ContentProjection } from './read-models/content.projection';
import { CropArticlesHandler } from './queries/crop-articles.query';

/** Agronomy content: articles, videos and documents for farmers, reviewed and published per country. */
@Module({
  imports: [GeographyModule, AuthorizationModule, PeopleDirectoryModule],
  controllers: [ContentController],
  providers: [
    ContentViews,
    CropArticlesHandler,
    ContentActors,
    ContentProjection,
    CreateContentHandler,
    UpdateContentHandler,
    ToggleContentApprovalHandler,
    RemoveContentDocumentHandler,
    DeleteContentHandler,
    ListContentsHandler,
    ListOwnContentsHandler,
    GetPublishedContentHandler,
    GetPrivateContentHandler,
    ListRelatedContentsHandler,
    PublishedContentsHandler,
    LatestPublishedContentsHandler,
    ContentCategoriesHandler,
    PublishedContentSitemapHandler,
    ContentFileHandler,
  ],
})
export class ContentModule {}
