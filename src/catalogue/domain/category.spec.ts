import { decider } from '../../kernel/testing/given-when-then';
import {
  CategoryCreated,
  CategoryDeleted,
  CategoryRenamed,
  decideCreateCategory,
  decideDeleteCategory,
  decideRenameCategory,
  evolveCategory,
  initialCategoryState,
} from './category';

const NOW = '2026-01-01T00:00:00.000Z';
const category = decider(evolveCategory, initialCategoryState);
const created = CategoryCreated.create({
  categoryId: 9,
  name: 'Seeds',
  nameFr: 'Semences',
  subCategories: [{ id: 30, name: 'Maize', nameFr: 'Maïs' }],
  at: NOW,
});

describe('a category', () => {
  it('is created once', () => {
    category
      .given()
      .when((s) =>
        decideCreateCategory(s, {
          categoryId: 9,
          name: 'Seeds',
          nameFr: 'Semences',
          subCategories: [{ id: 30, name: 'Maize', nameFr: 'Maïs' }],
          now: NOW,
        }),
      )
      .then(created);
    category
      .given(created)
      .when((s) =>
        decideCreateCategory(s, { categoryId: 9, name: 'Seeds', nameFr: 'Semences', subCategories: [], now: NOW }),
      )
      .thenFails('CATEGORY_ALREADY_EXISTS');
  });

  it('is renamed, whether created or seeded by a migration (no creation event)', () => {
    const renamed = CategoryRenamed.create({ categoryId: 9, name: 'Seed', nameFr: 'Graines', at: NOW });
    category
      .given(created)
      .when((s) => decideRenameCategory(s, { categoryId: 9, name: 'Seed', nameFr: 'Graines', seeded: false, now: NOW }))
      .then(renamed);
    category
      .given()
      .when((s) => decideRenameCategory(s, { categoryId: 9, name: 'Seed', nameFr: 'Graines', seeded: true, now: NOW }))
      .then(renamed);
    category
      .given()
      .when((s) => decideRenameCategory(s, { categoryId: 9, name: 'Seed', nameFr: 'Graines', seeded: false, now: NOW }))
      .thenFails('CATEGORY_NOT_FOUND');
  });

  it('is deleted while no product uses it, and then is gone', () => {
    const deleted = CategoryDeleted.create({ categoryId: 9, at: NOW });
    category
      .given(created)
      .when((s) => decideDeleteCategory(s, { categoryId: 9, seeded: true, inUse: false, now: NOW }))
      .then(deleted);
    category
      .given(created)
      .when((s) => decideDeleteCategory(s, { categoryId: 9, seeded: true, inUse: true, now: NOW }))
      .thenFails('CATEGORY_IN_USE');
    category
      .given(created, deleted)
      .when((s) => decideRenameCategory(s, { categoryId: 9, name: 'Back', nameFr: 'Retour', seeded: true, now: NOW }))
      .thenFails('CATEGORY_NOT_FOUND');
    category
      .given(created, deleted)
      .when((s) => decideDeleteCategory(s, { categoryId: 9, seeded: true, inUse: false, now: NOW }))
      .thenFails('CATEGORY_NOT_FOUND');
  });
});
