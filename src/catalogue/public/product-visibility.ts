import { Inject, Injectable } from '@nestjs/common';
import { PERMISSION_CHECKER, PermissionChecker } from '../../kernel/auth/access.ports';
import type { Actor } from '../../kernel/context/request-context';
import { NotFoundError } from '../../kernel/errors/domain-error';
import { PublicCatalogueViews } from './public-catalogue.views';
import { CatalogueErrors } from '../catalogue.errors';

/**
 * Who may see a product: anyone when it is public (approved, published, its seller active); otherwise only its
 * seller and whoever approves products in its country. Everyone else is told it does not exist.
 */
@Injectable()
export class ProductVisibility {
  constructor(
    private readonly views: PublicCatalogueViews,
    @Inject(PERMISSION_CHECKER) private readonly permissions: PermissionChecker,
  ) {}

  /** Throws PRODUCT_NOT_FOUND unless `actor` may see the product; tells whether it is public. */
  async check(actor: Actor | null, productId: string | null): Promise<{ isPublic: boolean }> {
    const product = productId ? await this.views.access(productId) : null;
    if (product?.isPublic) return { isPublic: true };
    if (product && actor && (actor.id === product.ownerId || (await this.permissions.allows(actor, 'products:approve', product.countryId)))) return { isPublic: false };
    throw new NotFoundError(CatalogueErrors.PRODUCT_NOT_FOUND);
  }

  /** Throws PRODUCT_NOT_FOUND unless the product is public. */
  async mustBePublic(productId: string | null): Promise<string> {
    if (!productId || !(await this.views.isPublic(productId))) throw new NotFoundError(CatalogueErrors.PRODUCT_NOT_FOUND);
    return productId;
  }
}
