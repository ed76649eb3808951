import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { ActingOrganisations } from '../../../kernel/auth/acting-organisations';
import type { Actor } from '../../../kernel/context/request-context';
import { EventStore } from '../../../kernel/events/event-store';
import { NewEvent } from '../../../kernel/events/event.types';
import { DomainError, NotFoundError } from '../../../kernel/errors/domain-error';
import { ProductInputs } from '../../commands/product-inputs';
import {
  CatalogEntryState,
  CatalogEntryStream,
  decideAddCatalogEntry,
  decideEditCatalogEntry,
  decideRemoveCatalogEntry,
  decideRemoveCatalogLocation,
  SellingLocation,
} from '../domain/catalog-entry';
import { catalogueOwner } from '../domain/dealer-of';
import { isPublicProduct, sellerJoin, soldByInputProvider } from '../queries/catalogue-sql';
import { CatalogEntryView, SellerCatalogueViews } from '../queries/seller-catalogue.views';
import { CatalogueErrors } from '../../catalogue.errors';
import { Clock } from '../../../kernel/clock/clock';

export interface CatalogEntryInput {
  price: string;
  quantity: number;
  locations: { location: string; price?: string }[];
}

/** A dealer adds an input provider's product on sale in their country, with their price, quantity and selling locations. */
export class AddCatalogEntryCommand extends Command<CatalogEntryView> {
  constructor(
    readonly actor: Actor,
    readonly productId: string,
    readonly input: CatalogEntryInput,
  ) {
    super();
  }
}
/** Replaces price, quantity and selling locations; `productId`, when given, must be the entry's. */
export class EditCatalogEntryCommand extends Command<CatalogEntryView> {
  constructor(
    readonly actor: Actor,
    readonly entryId: string,
    readonly input: CatalogEntryInput & { productId?: string },
  ) {
    super();
  }
}
/** Removes one selling location; answers the entry as it now stands. */
export class RemoveCatalogLocationCommand extends Command<CatalogEntryView> {
  constructor(
    readonly actor: Actor,
    readonly locationId: string,
  ) {
    super();
  }
}
export class RemoveCatalogEntryCommand extends Command<{ id: string }> {
  constructor(
    readonly actor: Actor,
    readonly entryId: string,
  ) {
    super();
  }
}

const DEALER_PRODUCT_UNIQUE = 'catalog_entries_dealer_product';

/** What the seller catalogue's command handlers share: the entry's stream, the places, the transaction. */
@Injectable()
export class CatalogEntryWrites {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly inputs: ProductInputs,
  ) {}

  on(entryId: string, decide: (state: CatalogEntryState) => NewEvent[], manager: EntityManager) {
    return CatalogEntryStream.execute(this.store, entryId, decide, manager);
  }

  /** Each place resolved in the dealer's country, as products' locations are; an unknown place names its row. */
  async resolved(countryId: number, locations: CatalogEntryInput['locations']): Promise<SellingLocation[]> {
    const result: SellingLocation[] = [];
    for (const [index, l] of locations.entries()) {
      const place = await this.inputs.resolveLocation(countryId, l.location).catch((error: unknown) => {
        if (error instanceof DomainError && error.code === 'LOCATION_UNRESOLVED') {
          throw new DomainError(CatalogueErrors.LOCATION_UNRESOLVED, {}, [
            { field: `locations.${index}.location`, message: 'LOCATION_UNRESOLVED' },
          ]);
        }
        throw error;
      });
      result.push({
        locationId: randomUUID(),
        location: l.location,
        latitude: place.latitude,
        longitude: place.longitude,
        price: l.price ?? null,
      });
    }
    return result;
  }

  /** Two concurrent additions of one product by one dealer: the unique index stops the second. */
  async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if ((error as { constraint?: string }).constraint === DEALER_PRODUCT_UNIQUE) {
        throw new DomainError(CatalogueErrors.CATALOG_PRODUCT_ALREADY_ADDED, {}, [
          { field: 'productId', message: 'CATALOG_PRODUCT_ALREADY_ADDED' },
        ]);
      }
      throw error;
    }
  }
}

@CommandHandler(AddCatalogEntryCommand)
export class AddCatalogEntryHandler implements ICommandHandler<AddCatalogEntryCommand, CatalogEntryView> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly writes: CatalogEntryWrites,
    private readonly views: SellerCatalogueViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, productId, input }: AddCatalogEntryCommand): Promise<CatalogEntryView> {
    const dealer = catalogueOwner(await this.organisations.of(actor));
    const entryId = randomUUID();
    return this.writes.write(async (manager) => {
      // Shared lock: the product cannot be withdrawn (unpublished, deleted) while it is being added.
      const [product] = await manager.query<{ id: string }[]>(
        `SELECT p.id FROM products p ${sellerJoin('s', 'p.owner_id')}
         WHERE p.id = $1 AND p.country_id = $2 AND ${isPublicProduct('p', 's')} AND ${soldByInputProvider('s')} FOR SHARE OF p`,
        [productId, dealer.countryId],
      );
      if (!product)
        throw new DomainError(CatalogueErrors.CATALOG_PRODUCT_NOT_AVAILABLE, {}, [
          { field: 'productId', message: 'CATALOG_PRODUCT_NOT_AVAILABLE' },
        ]);
      const [taken] = await manager.query<unknown[]>(
        `SELECT 1 FROM catalog_entries WHERE dealer_id = $1 AND product_id = $2`,
        [dealer.id, productId],
      );
      if (taken)
        throw new DomainError(CatalogueErrors.CATALOG_PRODUCT_ALREADY_ADDED, {}, [
          { field: 'productId', message: 'CATALOG_PRODUCT_ALREADY_ADDED' },
        ]);
      const locations = await this.writes.resolved(dealer.countryId, input.locations);
      await this.writes.on(
        entryId,
        (state) =>
          decideAddCatalogEntry(state, {
            entryId,
            dealerId: dealer.id,
            dealerRole: dealer.role,
            productId,
            countryId: dealer.countryId,
            price: input.price,
            quantity: input.quantity,
            locations,
            now: this.clock.nowIso(),
          }),
        manager,
      );
      return this.views.entry(entryId, dealer.id, manager);
    });
  }
}

@CommandHandler(EditCatalogEntryCommand)
export class EditCatalogEntryHandler implements ICommandHandler<EditCatalogEntryCommand, CatalogEntryView> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly writes: CatalogEntryWrites,
    private readonly views: SellerCatalogueViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, entryId, input }: EditCatalogEntryCommand): Promise<CatalogEntryView> {
    const dealer = catalogueOwner(await this.organisations.of(actor));
    return this.writes.write(async (manager) => {
      const [entry] = await manager.query<{ product_id: string }[]>(
        `SELECT product_id FROM catalog_entries WHERE id = $1 AND dealer_id = $2`,
        [entryId, dealer.id],
      );
      if (!entry) throw new NotFoundError(CatalogueErrors.CATALOG_ENTRY_NOT_FOUND);
      if (input.productId && input.productId !== entry.product_id) {
        throw new DomainError('VALIDATION_FAILED', {}, [{ field: 'productId', message: 'CATALOG_PRODUCT_FIXED' }]);
      }
      const locations = await this.writes.resolved(dealer.countryId, input.locations);
      await this.writes.on(
        entryId,
        (state) =>
          decideEditCatalogEntry(state, {
            entryId,
            dealerId: dealer.id,
            price: input.price,
            quantity: input.quantity,
            locations,
            now: this.clock.nowIso(),
          }),
        manager,
      );
      return this.views.entry(entryId, dealer.id, manager);
    });
  }
}

@CommandHandler(RemoveCatalogLocationCommand)
export class RemoveCatalogLocationHandler implements ICommandHandler<RemoveCatalogLocationCommand, CatalogEntryView> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly writes: CatalogEntryWrites,
    private readonly views: SellerCatalogueViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, locationId }: RemoveCatalogLocationCommand): Promise<CatalogEntryView> {
    const dealer = catalogueOwner(await this.organisations.of(actor));
    return this.writes.write(async (manager) => {
      const [found] = await manager.query<{ entry_id: string }[]>(
        `SELECT l.entry_id FROM catalog_locations l JOIN catalog_entries e ON e.id = l.entry_id WHERE l.id = $1 AND e.dealer_id = $2`,
        [locationId, dealer.id],
      );
      if (!found) throw new NotFoundError(CatalogueErrors.CATALOG_LOCATION_NOT_FOUND);
      const entryId: string = found.entry_id;
      await this.writes.on(
        entryId,
        (state) =>
          decideRemoveCatalogLocation(state, { entryId, dealerId: dealer.id, locationId, now: this.clock.nowIso() }),
        manager,
      );
      return this.views.entry(entryId, dealer.id, manager);
    });
  }
}

@CommandHandler(RemoveCatalogEntryCommand)
export class RemoveCatalogEntryHandler implements ICommandHandler<RemoveCatalogEntryCommand, { id: string }> {
  constructor(
    private readonly organisations: ActingOrganisations,
    private readonly writes: CatalogEntryWrites,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, entryId }: RemoveCatalogEntryCommand): Promise<{ id: string }> {
    const dealer = catalogueOwner(await this.organisations.of(actor));
    return this.writes.write(async (manager) => {
      await this.writes.on(
        entryId,
        (state) => decideRemoveCatalogEntry(state, { entryId, dealerId: dealer.id, now: this.clock.nowIso() }),
        manager,
      );
      return { id: entryId };
    });
  }
}
