import { Alert, Box, Button, Typography } from '@mui/material';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import StorefrontIcon from '@mui/icons-material/Storefront';
import CategoryIcon from '@mui/icons-material/Category';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { usePreferences } from '../../shared/usePreferences';
import { useApi } from '../useApi';
import { useT } from '../useT';
import { FilterGroup } from './FilterGroup';
import { toggled, toggledAll, type FilterSelection } from './filterSelection';
import { localName } from './format';

/**
 * The filter groups of /products: packaging type and vendors (open), then one group per category
 * with its subcategories. Every change is handed to `onChange` at once.
 */
export function FilterPanel({
  selection,
  onChange,
  onClear,
}: {
  selection: FilterSelection;
  onChange: (selection: FilterSelection) => void;
  onClear: () => void;
}) {
  const t = useT();
  const { language, country } = usePreferences();
  const sizes = useApi('/api/v1/size');
  const categories = useApi('/api/v1/category');
  const vendors = useApi('/api/v1/products/vendors', { params: { query: { countryName: country.toLowerCase() } } });

  return (
    <Box component="aside" aria-label={t('filters.title')} data-testid="filter-panel">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('filters.title')}
      </Typography>
      {!!(sizes.error || categories.error) && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="filter-error">
          {t('products.errorRecords')}
        </Alert>
      )}
      <FilterGroup
        id="packaging"
        title={t('filters.packaging')}
        icon={<Inventory2Icon fontSize="small" />}
        defaultExpanded
        options={(sizes.data ?? []).map((size) => ({ value: size.id, label: localName(size, language) }))}
        selected={selection.sizeIds}
        onToggle={(id, on) => onChange({ ...selection, sizeIds: toggled(selection.sizeIds, id, on) })}
      />
      <FilterGroup
        id="vendors"
        title={t('filters.vendors')}
        icon={<StorefrontIcon fontSize="small" />}
        defaultExpanded
        options={(vendors.data ?? []).map((vendor) => ({ value: vendor.id, label: vendor.company ?? '—' }))}
        selected={selection.vendorIds}
        onToggle={(id, on) => onChange({ ...selection, vendorIds: toggled(selection.vendorIds, id, on) })}
      >
        {vendors.error ? (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="vendors-error">
            {t('products.errorVendors')}
          </Alert>
        ) : undefined}
      </FilterGroup>
      {(categories.data ?? []).map((category) => {
        const ids = category.subCategories.map((sub) => sub.id);
        return (
          <FilterGroup
            key={category.id}
            id={`category-${category.id}`}
            title={localName(category, language)}
            icon={<CategoryIcon fontSize="small" />}
            options={category.subCategories.map((sub) => ({ value: sub.id, label: localName(sub, language) }))}
            selected={selection.subCategoryIds}
            onToggle={(id, on) => onChange({ ...selection, subCategoryIds: toggled(selection.subCategoryIds, id, on) })}
            onToggleAll={(on) =>
              onChange({ ...selection, subCategoryIds: toggledAll(selection.subCategoryIds, ids, on) })
            }
          />
        );
      })}
      <Button
        fullWidth
        variant="outlined"
        startIcon={<FilterAltOffIcon />}
        onClick={onClear}
        data-testid="filters-clear"
        sx={{ mt: 2 }}
      >
        {t('filters.clear')}
      </Button>
    </Box>
  );
}
