import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';
import { FarmersErrors } from '../../farmers.errors';
import { FarmerScope } from './farmer-scope';
import { FarmerView, FarmerViews } from './farmer.views';

/** One farmer the caller may read. */
export class GetFarmerQuery extends Query<FarmerView> {
  constructor(
    readonly actor: Actor,
    readonly farmerId: string,
  ) {
    super();
  }
}

export type FarmerFileKind = 'PICTURE' | 'CONSENT_FORM';

/** Where the farmer's picture or signed consent form is kept, for those who may read the farmer. */
export class FarmerFileQuery extends Query<FarmerFile> {
  constructor(
    readonly actor: Actor,
    readonly farmerId: string,
    readonly kind: FarmerFileKind,
  ) {
    super();
  }
}

export interface FarmerFile {
  storageKey: string;
  contentType: string;
  fileName: string;
}

@QueryHandler(GetFarmerQuery)
export class GetFarmerHandler implements IQueryHandler<GetFarmerQuery, FarmerView> {
  constructor(
    private readonly scope: FarmerScope,
    private readonly views: FarmerViews,
  ) {}

  async execute({ actor, farmerId }: GetFarmerQuery): Promise<FarmerView> {
    await this.scope.require(actor, farmerId, 'READ');
    return this.views.one(farmerId);
  }
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

@QueryHandler(FarmerFileQuery)
export class FarmerFileHandler implements IQueryHandler<FarmerFileQuery, FarmerFile> {
  constructor(
    private readonly scope: FarmerScope,
    private readonly views: FarmerViews,
  ) {}

  async execute({ actor, farmerId, kind }: FarmerFileQuery): Promise<FarmerFile> {
    await this.scope.require(actor, farmerId, 'READ');
    const row = (await this.views.row(farmerId))!;
    if (kind === 'PICTURE') {
      if (!row.picture_key) throw new DomainError(FarmersErrors.FARMER_PICTURE_NOT_FOUND);
      const extension = row.picture_key.split('.').pop() ?? 'jpg';
      const contentType =
        Object.entries(EXTENSIONS).find(([, ext]) => ext === extension)?.[0] ?? 'application/octet-stream';
      return { storageKey: row.picture_key, contentType, fileName: `farmer-picture.${extension}` };
    }
    if (!row.consent_form_key) throw new DomainError(FarmersErrors.FARMER_CONSENT_FORM_NOT_FOUND);
    const contentType = row.consent_form_type ?? 'application/octet-stream';
    return {
      storageKey: row.consent_form_key,
      contentType,
      fileName: `consent-form.${EXTENSIONS[contentType] ?? 'bin'}`,
    };
  }
}
