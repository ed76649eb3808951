import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { EventStore } from '../../kernel/events/event-store';
import { DomainError } from '../../kernel/errors/domain-error';
import {
  CategoryStream,
  decideCreateCategory,
  decideDeleteCategory,
  decideRenameCategory,
  NamedItem,
} from '../domain/category';
import { CatalogueViews, CategoryView } from '../queries/catalogue.views';
import { CatalogueErrors } from '../catalogue.errors';
import { Clock } from '../../kernel/clock/clock';

export interface CategoryInput {
  name: string;
  nameFr?: string;
}

export class CreateCategoryCommand extends Command<CategoryView> {
  constructor(readonly input: CategoryInput & { subCategories?: CategoryInput[] }) {
    super();
  }
}
export class RenameCategoryCommand extends Command<CategoryView> {
  constructor(
    readonly categoryId: number,
    readonly input: CategoryInput,
  ) {
    super();
  }
}
/** Refused while a product uses the category. */
export class DeleteCategoryCommand extends Command<{ id: number }> {
  constructor(readonly categoryId: number) {
    super();
  }
}

async function nameFree(manager: EntityManager, name: string, exceptId: number | null) {
  const [taken] = await manager.query<unknown[]>(
    `SELECT 1 FROM categories WHERE lower(name) = lower($1) AND id <> $2`,
    [name, exceptId ?? 0],
  );
  if (taken)
    throw new DomainError(CatalogueErrors.CATEGORY_NAME_TAKEN, {}, [{ field: 'name', message: 'CATEGORY_NAME_TAKEN' }]);
}

/** Locks the category's row: a product being added to it waits, so "in use" cannot change under the decision. */
async function seeded(manager: EntityManager, categoryId: number): Promise<boolean> {
  return (await manager.query<unknown[]>(`SELECT 1 FROM categories WHERE id = $1 FOR UPDATE`, [categoryId])).length > 0;
}

/** One transaction; the unique names that a concurrent writer took first answer 409. */
async function write<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await dataSource.transaction(work);
  } catch (error) {
    if ((error as { constraint?: string }).constraint === 'categories_name')
      throw new DomainError(CatalogueErrors.CATEGORY_NAME_TAKEN);
    if ((error as { constraint?: string }).constraint === 'sub_categories_name')
      throw new DomainError(CatalogueErrors.SUB_CATEGORY_NAME_TAKEN);
    throw error;
  }
}

@CommandHandler(CreateCategoryCommand)
export class CreateCategoryHandler implements ICommandHandler<CreateCategoryCommand, CategoryView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: CatalogueViews,
    private readonly clock: Clock,
  ) {}

  execute({ input }: CreateCategoryCommand): Promise<CategoryView> {
    return write(this.dataSource, async (manager) => {
      await nameFree(manager, input.name, null);
      const [{ id }] = await manager.query<{ id: number }[]>(`SELECT nextval('categories_id_seq')::int AS id`);
      const subCategories: NamedItem[] = [];
      for (const sub of input.subCategories ?? []) {
        const [{ id: subId }] = await manager.query<{ id: number }[]>(
          `SELECT nextval('sub_categories_id_seq')::int AS id`,
        );
        subCategories.push({ id: subId as number, name: sub.name, nameFr: sub.nameFr || sub.name });
      }
      await CategoryStream.execute(
        this.store,
        id,
        (state) =>
          decideCreateCategory(state, {
            categoryId: id,
            name: input.name,
            nameFr: input.nameFr || input.name,
            subCategories,
            now: this.clock.nowIso(),
          }),
        manager,
      );
      return this.views.category(id, manager);
    });
  }
}

@CommandHandler(RenameCategoryCommand)
export class RenameCategoryHandler implements ICommandHandler<RenameCategoryCommand, CategoryView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: CatalogueViews,
    private readonly clock: Clock,
  ) {}

  execute({ categoryId, input }: RenameCategoryCommand): Promise<CategoryView> {
    return write(this.dataSource, async (manager) => {
      const exists = await seeded(manager, categoryId);
      await nameFree(manager, input.name, categoryId);
      await CategoryStream.execute(
        this.store,
        categoryId,
        (state) =>
          decideRenameCategory(state, {
            categoryId,
            name: input.name,
            nameFr: input.nameFr || input.name,
            seeded: exists,
            now: this.clock.nowIso(),
          }),
        manager,
      );
      return this.views.category(categoryId, manager);
    });
  }
}

@CommandHandler(DeleteCategoryCommand)
export class DeleteCategoryHandler implements ICommandHandler<DeleteCategoryCommand, { id: number }> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  execute({ categoryId }: DeleteCategoryCommand): Promise<{ id: number }> {
    return write(this.dataSource, async (manager) => {
      const exists = await seeded(manager, categoryId);
      const [used] = await manager.query<unknown[]>(`SELECT 1 FROM products WHERE category_id = $1 LIMIT 1`, [
        categoryId,
      ]);
      await CategoryStream.execute(
        this.store,
        categoryId,
        (state) => decideDeleteCategory(state, { categoryId, seeded: exists, inUse: !!used, now: this.clock.nowIso() }),
        manager,
      );
      return { id: categoryId };
    });
  }
}
