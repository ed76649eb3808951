import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput } from 'react-admin';
import { useCategories, useChoices } from './reference';

/** A list filter on the category; choosing another one clears the subcategory filter `subSource`. */
export function CategoryFilter({
  source,
  subSource,
  label,
}: {
  source: string;
  subSource: string;
  label: string;
  alwaysOn?: boolean;
}) {
  const categories = useCategories();
  const choices = useChoices(categories.data);
  const form = useFormContext();
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      translateChoice={false}
      emptyText="kasuwa.catalogue.filters.allCategories"
      isPending={categories.isPending}
      onChange={() => form.setValue(subSource, '')}
      data-testid={`filter-${source}`}
    />
  );
}

/** A list filter on a subcategory of the category chosen in the `categorySource` filter. */
export function SubCategoryFilter({
  source,
  categorySource,
  label,
}: {
  source: string;
  categorySource: string;
  label: string;
  alwaysOn?: boolean;
}) {
  const categoryId = useWatch({ name: categorySource });
  const categories = useCategories();
  const category = categories.data?.find((item) => String(item.id) === String(categoryId ?? ''));
  const choices = useChoices(category?.subCategories);
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      translateChoice={false}
      emptyText="kasuwa.catalogue.filters.allSubCategories"
      disabled={!category}
      data-testid={`filter-${source}`}
    />
  );
}
