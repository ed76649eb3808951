import { defineEvent } from '../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../kernel/events/event.types';
import { DomainError } from '../../kernel/errors/domain-error';
import { CatalogueErrors } from '../catalogue.errors';
import { defineAggregate } from '../../kernel/events/decider';

export const CATEGORY_STREAM = 'category';
export const categoryStreamId = (categoryId: number) => `category-${categoryId}`;

export interface NamedItem {
  id: number;
  name: string;
  nameFr: string;
}

export interface CategoryCreated {
  categoryId: number;
  name: string;
  nameFr: string;
  subCategories: NamedItem[];
  at: string;
}

export interface CategoryRenamed {
  categoryId: number;
  name: string;
  nameFr: string;
  at: string;
}

export interface CategoryDeleted {
  categoryId: number;
  at: string;
}

export const CategoryCreated = defineEvent<CategoryCreated>('CategoryCreated');
export const CategoryRenamed = defineEvent<CategoryRenamed>('CategoryRenamed');
export const CategoryDeleted = defineEvent<CategoryDeleted>('CategoryDeleted');

/** The type names, for projections' `handles` and `switch`es. */
export const CategoryEvents = {
  created: CategoryCreated.type,
  renamed: CategoryRenamed.type,
  deleted: CategoryDeleted.type,
} as const;

/**
 * A category's stream. Seeded categories have no CategoryCreated event: their stream starts with the first change,
 * so `seeded` (the row exists in the read model) tells the decision they exist.
 */
export interface CategoryState {
  created: boolean;
  deleted: boolean;
}

export const initialCategoryState: CategoryState = { created: false, deleted: false };

export function evolveCategory(state: CategoryState, event: StoredEvent | NewEvent): CategoryState {
  switch (event.type) {
    case CategoryEvents.created:
      return { created: true, deleted: false };
    case CategoryEvents.deleted:
      return { ...state, deleted: true };
    default:
      return state;
  }
}

export function decideCreateCategory(
  state: CategoryState,
  command: Omit<CategoryCreated, 'at'> & { now: string },
): NewEvent[] {
  if (state.created) throw new DomainError(CatalogueErrors.CATEGORY_ALREADY_EXISTS);
  const { now, ...rest } = command;
  return [CategoryCreated.create({ ...rest, at: now })];
}

/** `seeded`: the category is in the read model without a creation event (seeded by the migration). */
function mustExist(state: CategoryState, seeded: boolean): void {
  if (state.deleted || (!state.created && !seeded)) throw new DomainError(CatalogueErrors.CATEGORY_NOT_FOUND);
}

export function decideRenameCategory(
  state: CategoryState,
  command: Omit<CategoryRenamed, 'at'> & { seeded: boolean; now: string },
): NewEvent[] {
  mustExist(state, command.seeded);
  return [
    CategoryRenamed.create({
      categoryId: command.categoryId,
      name: command.name,
      nameFr: command.nameFr,
      at: command.now,
    }),
  ];
}

export function decideDeleteCategory(
  state: CategoryState,
  command: { categoryId: number; seeded: boolean; inUse: boolean; now: string },
): NewEvent[] {
  mustExist(state, command.seeded);
  if (command.inUse) throw new DomainError(CatalogueErrors.CATEGORY_IN_USE);
  return [CategoryDeleted.create({ categoryId: command.categoryId, at: command.now })];
}

export const CategoryStream = defineAggregate({
  streamType: CATEGORY_STREAM,
  streamId: categoryStreamId,
  initial: initialCategoryState,
  evolve: evolveCategory,
});
