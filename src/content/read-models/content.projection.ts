import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../kernel/events/event.types';
import { byRowCountry } from '../../kernel/events/cache-versions';
import { InlineProjection, Projection } from '../../kernel/events/projection';
import { moveWordCounts, WordCounts } from '../../kernel/search/fuzzy-words';
import {
  AgronomyContentCreated,
  AgronomyContentDeleted,
  AgronomyContentDocumentRemoved,
  AgronomyContentReviewed,
  AgronomyContentUpdated,
  ContentDetails,
  contentEventData,
  ContentEvents,
  ContentFile,
  Review,
  statusOf,
} from '../domain/agronomy-content';

/** The per-country versions of the contents' public lists (ContentViews' cache). */
export const CONTENT_LISTING_VERSIONS = 'content_listing_versions';

/** The vocabulary of the contents' search words. */
export const CONTENT_WORDS = { table: 'content_search_words', countColumn: 'contents' };

/**
 * The contents (agronomy_contents), their documents and their search columns, kept from the agronomy-content streams,
 * with the vocabulary's word counts. Every change moves the listing version of the content's country forward
 * (`cacheVersions`), in the same transaction, so that the public lists' kept answers are read afresh.
 */
@Injectable()
@Projection()
export class ContentProjection implements InlineProjection {
  readonly name = 'agronomy-contents';
  readonly tables = ['agronomy_content_documents', 'agronomy_contents', 'content_search_words'];
  readonly handles = Object.values(ContentEvents);
  readonly cacheVersions = [
    byRowCountry(CONTENT_LISTING_VERSIONS, {
      rows: 'agronomy_contents',
      key: 'id',
      idOf: (event) => contentEventData(event).contentId,
      countryIn: (event) =>
        AgronomyContentCreated.is(event) ? AgronomyContentCreated.dataOf(event).countryId : undefined,
    }),
  ];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (AgronomyContentCreated.is(event)) {
      const d = AgronomyContentCreated.dataOf(event);
      const at = new Date(d.at);
      await manager.query(
        `INSERT INTO agronomy_contents (id, author_id, country_id, title, category, file_type, body, crops, tags,
           youtube_url, publish, language, review, status, main_image, video, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, coalesce($12, (SELECT default_language FROM countries WHERE id = $3)),
           'PENDING', 'PENDING', $13, $14, $15, $15)`,
        [
          d.contentId,
          d.authorId,
          d.countryId,
          ...detailValues(d.details),
          fileValue(d.mainImage),
          fileValue(d.video),
          at,
        ],
      );
      await this.addDocuments(manager, d.contentId, d.documents, at);
      await this.refreshSearch(manager, d.contentId);
      return;
    }
    if (AgronomyContentUpdated.is(event)) {
      const d = AgronomyContentUpdated.dataOf(event);
      const at = new Date(d.at);
      await manager.query(
        `UPDATE agronomy_contents SET title = $2, category = $3, file_type = $4, body = $5, crops = $6, tags = $7, youtube_url = $8, publish = $9,
           language = coalesce($10, language),
           review = CASE WHEN $11 THEN 'PENDING' ELSE review END,
           main_image = coalesce($12, main_image), video = coalesce($13, video), updated_at = $14
         WHERE id = $1`,
        [d.contentId, ...detailValues(d.details), d.backToReview, fileValue(d.mainImage), fileValue(d.video), at],
      );
      await this.addDocuments(manager, d.contentId, d.addedDocuments, at);
      await this.restate(manager, d.contentId);
      await this.refreshSearch(manager, d.contentId);
      return;
    }
    if (AgronomyContentReviewed.is(event)) {
      const d = AgronomyContentReviewed.dataOf(event);
      await manager.query(`UPDATE agronomy_contents SET review = $2, updated_at = $3 WHERE id = $1`, [
        d.contentId,
        d.approved ? 'APPROVED' : 'DECLINED',
        new Date(d.at),
      ]);
      await this.restate(manager, d.contentId);
      return;
    }
    if (AgronomyContentDocumentRemoved.is(event)) {
      const d = AgronomyContentDocumentRemoved.dataOf(event);
      await manager.query(`DELETE FROM agronomy_content_documents WHERE id = $1 AND content_id = $2`, [
        d.documentId,
        d.contentId,
      ]);
      await manager.query(`UPDATE agronomy_contents SET updated_at = $2 WHERE id = $1`, [d.contentId, new Date(d.at)]);
      return;
    }
    if (AgronomyContentDeleted.is(event)) {
      const { contentId } = AgronomyContentDeleted.dataOf(event);
      await moveWordCounts(manager, CONTENT_WORDS, await wordsOf(manager, contentId), { words: [], counts: [] });
      await manager.query(`DELETE FROM agronomy_contents WHERE id = $1`, [contentId]);
    }
  }

  private async addDocuments(
    manager: EntityManager,
    contentId: string,
    documents: ContentFile[],
    at: Date,
  ): Promise<void> {
    for (const document of documents) {
      await manager.query(
        `INSERT INTO agronomy_content_documents (id, content_id, storage_key, content_type, size, added_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [document.id, contentId, document.storageKey, document.contentType, document.size, at],
      );
    }
  }

  /** The status from the review and the author's choice. */
  private async restate(manager: EntityManager, contentId: string): Promise<void> {
    const [row] = await manager.query<{ review: Review; publish: boolean }[]>(
      `SELECT review, publish FROM agronomy_contents WHERE id = $1`,
      [contentId],
    );
    if (!row) return;
    await manager.query(`UPDATE agronomy_contents SET status = $2 WHERE id = $1`, [
      contentId,
      statusOf(row.review, row.publish),
    ]);
  }

  /** Recomputes the search columns of the content and the vocabulary's counts. */
  private async refreshSearch(manager: EntityManager, contentId: string): Promise<void> {
    const before = await wordsOf(manager, contentId);
    await manager.query(
      `UPDATE agronomy_contents c SET search_title = catalogue_search_text(c.title),
         search_category = catalogue_search_text(c.category),
         search_crops = ARRAY(SELECT catalogue_search_text(x) FROM unnest(c.crops) x),
         search_tags = ARRAY(SELECT catalogue_search_text(x) FROM unnest(c.tags) x),
         search_words = ARRAY(
           SELECT DISTINCT word FROM unnest(string_to_array(catalogue_search_text(concat_ws(' ', c.title, c.category,
             array_to_string(c.crops, ' '), array_to_string(c.tags, ' '), regexp_replace(c.body, '<[^>]*>', ' ', 'g'))), ' ')) word
           WHERE word <> '' ORDER BY word)
       WHERE c.id = $1`,
      [contentId],
    );
    await moveWordCounts(manager, CONTENT_WORDS, before, await wordsOf(manager, contentId));
  }
}

/** A content written before languages were recorded reads as its country's default language (as the migration filled it). */
const detailValues = (d: ContentDetails) => [
  d.title,
  d.category,
  d.fileType,
  d.body,
  d.crops,
  d.tags,
  d.youtubeUrl,
  d.publish,
  d.language ?? null,
];
const fileValue = (file: ContentFile | null) => (file ? JSON.stringify(file) : null);

async function wordsOf(manager: EntityManager, contentId: string): Promise<WordCounts> {
  const [row] = await manager.query<{ search_words: string[] }[]>(
    `SELECT search_words FROM agronomy_contents WHERE id = $1`,
    [contentId],
  );
  const words = row?.search_words ?? [];
  return { words, counts: words.map(() => 1) };
}
