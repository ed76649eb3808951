import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CountryDirectory } from '../../geography';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { Clock } from '../../kernel/clock/clock';
import type { Actor } from '../../kernel/context/request-context';
import { RequestContexts } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { EventStore } from '../../kernel/events/event-store';
import { DOCX, IMAGE_TYPES, KnownType, PPTX, VIDEO_TYPES, XLSX } from '../../kernel/storage/content-type';
import { StorageService } from '../../kernel/storage/storage.service';
import {
  AgronomyContentDeleted,
  AgronomyContentUpdated,
  ContentFile,
  ContentLanguage,
  ContentStream,
  decideCreate,
  decideDelete,
  decideRemoveDocument,
  decideToggleApproval,
  decideUpdate,
  MAX_DOCUMENTS,
} from '../domain/agronomy-content';
import { ContentView, ContentViews } from '../queries/content.views';
import { ContentActors } from './content-actor';
import { contentDetails, ContentInput } from './content-input';
import { ContentErrors } from '../content.errors';

export const CONTENT_AREA = 'agronomy-content';
export const DOCUMENT_TYPES: KnownType[] = ['application/pdf', DOCX, XLSX, PPTX, ...IMAGE_TYPES];
/** The largest video kept (bytes): a few minutes of a phone's video. */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;

/** The files of a create or update form (null or empty: none sent). */
export interface ContentUploads {
  mainImage: Buffer | null;
  video: Buffer | null;
  documents: Buffer[];
}

export class CreateContentCommand extends Command<ContentView> {
  constructor(
    readonly actor: Actor,
    readonly input: ContentInput,
    readonly uploads: ContentUploads,
  ) {
    super();
  }
}

/** Changes the content; a new main image or video replaces the one before, documents are added. */
export class UpdateContentCommand extends Command<ContentView> {
  constructor(
    readonly actor: Actor,
    readonly contentId: string,
    readonly input: ContentInput,
    readonly uploads: ContentUploads,
  ) {
    super();
  }
}

/** Approves pending or declined content, declines approved content. */
export class ToggleContentApprovalCommand extends Command<ContentView> {
  constructor(
    readonly actor: Actor,
    readonly contentId: string,
  ) {
    super();
  }
}

/** Removes one document of a content, by the document's id. */
export class RemoveContentDocumentCommand extends Command<ContentView> {
  constructor(
    readonly actor: Actor,
    readonly documentId: string,
  ) {
    super();
  }
}

export class DeleteContentCommand extends Command<{ id: string }> {
  constructor(
    readonly actor: Actor,
    readonly contentId: string,
  ) {
    super();
  }
}

/** Keeps the uploads (each checked by its content and size) and answers their records; what was kept is removed on failure. */
async function keepUploads(
  storage: StorageService,
  config: AppConfig,
  uploads: ContentUploads,
): Promise<{ mainImage: ContentFile | null; video: ContentFile | null; documents: ContentFile[]; keys: string[] }> {
  if (uploads.documents.length > MAX_DOCUMENTS)
    throw new DomainError(ContentErrors.CONTENT_TOO_MANY_DOCUMENTS, { max: MAX_DOCUMENTS });
  const keys: string[] = [];
  const keep = async (bytes: Buffer, field: string, accept: KnownType[], maxBytes: number): Promise<ContentFile> => {
    try {
      const stored = await storage.save(CONTENT_AREA, bytes, { accept, maxBytes });
      keys.push(stored.key);
      return { id: randomUUID(), storageKey: stored.key, contentType: stored.contentType, size: stored.size };
    } catch (error) {
      // The kernel's upload errors, named after the field that carried the file.
      if (error instanceof DomainError && error.code.startsWith('UPLOAD_'))
        throw new DomainError(error.code, error.params, [{ field, message: error.code }]);
      throw error;
    }
  };
  try {
    const mainImage = uploads.mainImage
      ? await keep(uploads.mainImage, 'mainImage', IMAGE_TYPES, config.uploadMaxBytes)
      : null;
    const video = uploads.video ? await keep(uploads.video, 'video', VIDEO_TYPES, VIDEO_MAX_BYTES) : null;
    const documents: ContentFile[] = [];
    for (const bytes of uploads.documents)
      documents.push(await keep(bytes, 'documents', DOCUMENT_TYPES, config.uploadMaxBytes));
    return { mainImage, video, documents, keys };
  } catch (error) {
    await removeAll(storage, keys);
    throw error;
  }
}

async function removeAll(storage: StorageService, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/** The country content is written for: the request's (Country header) for managers, else the author's own. */
function countryFor(actor: Actor, manager: boolean): number {
  const requested = RequestContexts.currentOrSystem().countryId;
  return (manager ? (requested ?? actor.countryId) : (actor.countryId ?? requested)) ?? 1;
}

@CommandHandler(CreateContentCommand)
export class CreateContentHandler implements ICommandHandler<CreateContentCommand, ContentView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly storage: StorageService,
    private readonly actors: ContentActors,
    private readonly views: ContentViews,
    private readonly clock: Clock,
    private readonly countries: CountryDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, input, uploads }: CreateContentCommand): Promise<ContentView> {
    const who = await this.actors.of(actor);
    const countryId = countryFor(actor, who.manager);
    // Written, unless the form says otherwise, in the language of the country it is for.
    const details = contentDetails(input, (await this.countries.ready()).byId(countryId)?.defaultLanguage ?? 'en');
    const files = await keepUploads(this.storage, this.config, uploads);
    const contentId = randomUUID();
    try {
      return await this.dataSource.transaction(async (manager) => {
        await ContentStream.execute(
          this.store,
          contentId,
          (state) =>
            decideCreate(state, {
              contentId,
              authorId: actor.id,
              countryId,
              details,
              mainImage: files.mainImage,
              video: files.video,
              documents: files.documents,
              now: this.clock.nowIso(),
            }),
          manager,
        );
        return (await this.views.one(contentId, manager))!;
      });
    } catch (error) {
      await removeAll(this.storage, files.keys);
      throw error;
    }
  }
}

@CommandHandler(UpdateContentCommand)
export class UpdateContentHandler implements ICommandHandler<UpdateContentCommand, ContentView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly storage: StorageService,
    private readonly actors: ContentActors,
    private readonly views: ContentViews,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, contentId, input, uploads }: UpdateContentCommand): Promise<ContentView> {
    // Someone who cannot reach the content learns nothing from their files: 404 before any is kept.
    const access = await this.views.access(contentId);
    const who = await this.actors.of(actor, access?.countryId);
    if (!access || (!who.manager && access.authorId !== actor.id))
      throw new DomainError(ContentErrors.CONTENT_NOT_FOUND);
    // A form that names no language keeps the content's.
    const details = contentDetails(input, access.language as ContentLanguage);
    const files = await keepUploads(this.storage, this.config, uploads);
    let replaced: string[] = [];
    try {
      const view = await this.dataSource.transaction(async (manager) => {
        const events = await ContentStream.execute(
          this.store,
          contentId,
          (state) =>
            decideUpdate(state, {
              contentId,
              actor: who,
              details,
              mainImage: files.mainImage,
              video: files.video,
              addedDocuments: files.documents,
              now: this.clock.nowIso(),
            }),
          manager,
        );
        replaced = events
          .filter((e) => AgronomyContentUpdated.is(e))
          .flatMap((e) => AgronomyContentUpdated.dataOf(e).replaced);
        return (await this.views.one(contentId, manager))!;
      });
      await removeAll(this.storage, replaced);
      return view;
    } catch (error) {
      await removeAll(this.storage, files.keys);
      throw error;
    }
  }
}

@CommandHandler(ToggleContentApprovalCommand)
export class ToggleContentApprovalHandler implements ICommandHandler<ToggleContentApprovalCommand, ContentView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly actors: ContentActors,
    private readonly views: ContentViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, contentId }: ToggleContentApprovalCommand): Promise<ContentView> {
    const who = await this.actors.of(actor, (await this.views.access(contentId))?.countryId);
    return this.dataSource.transaction(async (manager) => {
      await ContentStream.execute(
        this.store,
        contentId,
        (state) => decideToggleApproval(state, { contentId, actor: who, now: this.clock.nowIso() }),
        manager,
      );
      return (await this.views.one(contentId, manager))!;
    });
  }
}

@CommandHandler(RemoveContentDocumentCommand)
export class RemoveContentDocumentHandler implements ICommandHandler<RemoveContentDocumentCommand, ContentView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly storage: StorageService,
    private readonly actors: ContentActors,
    private readonly views: ContentViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, documentId }: RemoveContentDocumentCommand): Promise<ContentView> {
    const [row] = await this.dataSource.query<{ content_id: string; storage_key: string; country_id: number }[]>(
      `SELECT d.content_id, d.storage_key, c.country_id FROM agronomy_content_documents d JOIN agronomy_contents c ON c.id = d.content_id WHERE d.id = $1`,
      [documentId],
    );
    if (!row) throw new DomainError(ContentErrors.CONTENT_DOCUMENT_NOT_FOUND);
    const who = await this.actors.of(actor, row.country_id);
    const contentId: string = row.content_id;
    const view = await this.dataSource.transaction(async (manager) => {
      try {
        await ContentStream.execute(
          this.store,
          contentId,
          (state) => decideRemoveDocument(state, { contentId, documentId, actor: who, now: this.clock.nowIso() }),
          manager,
        );
      } catch (error) {
        // Another author's document is no document of theirs.
        if (error instanceof DomainError && error.code === 'CONTENT_NOT_FOUND')
          throw new DomainError(ContentErrors.CONTENT_DOCUMENT_NOT_FOUND);
        throw error;
      }
      return (await this.views.one(contentId, manager))!;
    });
    await this.storage.remove(row.storage_key).catch(() => undefined);
    return view;
  }
}

@CommandHandler(DeleteContentCommand)
export class DeleteContentHandler implements ICommandHandler<DeleteContentCommand, { id: string }> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly storage: StorageService,
    private readonly actors: ContentActors,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, contentId }: DeleteContentCommand): Promise<{ id: string }> {
    const [content] = await this.dataSource.query<{ country_id: number }[]>(
      `SELECT country_id FROM agronomy_contents WHERE id = $1`,
      [contentId],
    );
    const who = await this.actors.of(actor, content?.country_id);
    const events = await this.dataSource.transaction((manager) =>
      ContentStream.execute(
        this.store,
        contentId,
        (state) => decideDelete(state, { contentId, actor: who, now: this.clock.nowIso() }),
        manager,
      ),
    );
    const keys = events
      .filter((e) => AgronomyContentDeleted.is(e))
      .flatMap((e) => AgronomyContentDeleted.dataOf(e).storageKeys);
    await removeAll(this.storage, keys);
    return { id: contentId };
  }
}
