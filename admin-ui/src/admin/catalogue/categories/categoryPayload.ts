const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The French name only when given (the API uses the English one otherwise). */
const names = (values: Record<string, unknown>) => {
  const nameFr = text(values.nameFr);
  return { name: text(values.name), ...(nameFr ? { nameFr } : {}) };
};

/** POST category: the names and the subcategories. */
export function toNewCategory(values: Record<string, unknown>) {
  const subCategories = Array.isArray(values.subCategories) ? (values.subCategories as Record<string, unknown>[]) : [];
  return { ...names(values), subCategories: subCategories.filter((sub) => text(sub?.name)).map(names) };
}

/** PUT category/{id} takes the names only. */
export const toCategoryChanges = (values: Record<string, unknown>) => names(values);
