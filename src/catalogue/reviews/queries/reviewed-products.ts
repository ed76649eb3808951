import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  PEOPLE_DIRECTORY,
  PeopleDirectory,
  PERMISSION_CHECKER,
  PermissionChecker,
} from '../../../kernel/auth/access.ports';
import { organisationIdOf } from '../../../kernel/auth/organisation-roles';
import type { Actor } from '../../../kernel/context/request-context';
import { NotFoundError } from '../../../kernel/errors/domain-error';
import { CatalogueErrors } from '../../catalogue.errors';

export interface ReviewedProduct {
  id: string;
  name: string;
  ownerId: string;
  countryId: number;
  isPublic: boolean;
}

/** What a review reads of a product (`products`). */
interface ProductRow {
  id: string;
  name: string;
  owner_id: string;
  country_id: number;
  status: string;
  approval_status: string;
}

/** Which products may be reviewed and whose reviews may be read, by whom. */
@Injectable()
export class ReviewedProducts {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PERMISSION_CHECKER) private readonly permissions: PermissionChecker,
    @Inject(PEOPLE_DIRECTORY) private readonly people: PeopleDirectory,
  ) {}

  private async find(productId: string, manager: EntityManager): Promise<ReviewedProduct | null> {
    const [row] = await manager.query<ProductRow[]>(
      `SELECT id, name, owner_id, country_id, status, approval_status FROM products WHERE id = $1`,
      [productId],
    );
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      ownerId: row.owner_id,
      countryId: row.country_id,
      isPublic: row.status === 'PUBLISHED' && row.approval_status === 'APPROVED',
    };
  }

  /** A public product (published and approved): the only ones people like and review. Any other is 404. */
  async publicProduct(productId: string, manager: EntityManager = this.dataSource.manager): Promise<ReviewedProduct> {
    const product = await this.find(productId, manager);
    if (!product?.isPublic) throw new NotFoundError(CatalogueErrors.PRODUCT_NOT_FOUND);
    return product;
  }

  /** Public products show to anyone; others only to their seller and to those who moderate their country (404 otherwise). */
  async visibleTo(actor: Actor | null, productId: string): Promise<ReviewedProduct> {
    const product = await this.find(productId, this.dataSource.manager);
    if (product?.isPublic) return product;
    if (
      product &&
      actor &&
      (actor.id === product.ownerId || (await this.permissions.allows(actor, 'reviews:moderate', product.countryId)))
    )
      return product;
    throw new NotFoundError(CatalogueErrors.PRODUCT_NOT_FOUND);
  }

  /** The seller themselves, or someone on the staff of the seller's organisation. */
  async sells(userId: string, product: ReviewedProduct): Promise<boolean> {
    if (userId === product.ownerId) return true;
    const person = await this.people.personOf(userId);
    return !!person && organisationIdOf(person) === product.ownerId;
  }
}
