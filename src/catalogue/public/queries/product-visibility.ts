import { Inject, Injectable } from '@nestjs/common';
import { PERMISSION_CHECKER, PermissionChecker } from '../../../kernel/auth/access.ports';
import type { Actor } from '../../../kernel/context/request-context';
import { NotFoundError } from '../../../kernel/errors/domain-error';
import { ProductAccess, PublicCatalogueViews } from './public-catalogue.views';
import type { PublicProductView } from './public-product';
import { CatalogueErrors } from '../../catalogue.errors';

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
    return this.allow(actor, productId ? await this.views.access(productId) : null);
  }

  /** The product as `actor` may see it, read in one statement with who may (PRODUCT_NOT_FOUND unless they may). */
  async visibleProduct(actor: Actor | null, productId: string | null): Promise<PublicProductView> {
    const found = productId ? await this.views.productWithAccess(productId) : null;
    await this.allow(actor, found?.access ?? null);
    return found!.view;
  }

  /** The product when it is public, read in one statement with whether it is (PRODUCT_NOT_FOUND otherwise). */
  async publicProduct(productId: string | null): Promise<PublicProductView> {
    const found = productId ? await this.views.productWithAccess(productId) : null;
    if (!found?.access.isPublic) throw new NotFoundError(CatalogueErrors.PRODUCT_NOT_FOUND);
    return found.view;
  }

  /** Throws PRODUCT_NOT_FOUND unless the product is public. */
  async mustBePublic(productId: string | null): Promise<string> {
    if (!productId || !(await this.views.isPublic(productId)))
      throw new NotFoundError(CatalogueErrors.PRODUCT_NOT_FOUND);
    return productId;
  }

  private async allow(actor: Actor | null, product: ProductAccess | null): Promise<{ isPublic: boolean }> {
    if (product?.isPublic) return { isPublic: true };
    if (
      product &&
      actor &&
      (actor.id === product.ownerId || (await this.permissions.allows(actor, 'products:approve', product.countryId)))
    )
      return { isPublic: false };
    throw new NotFoundError(CatalogueErrors.PRODUCT_NOT_FOUND);
  }
}
