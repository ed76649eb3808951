import type { MouseEvent } from 'react';
import { Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import {
  BooleanInput,
  FilterButton,
  FunctionField,
  Link,
  NullableBooleanInput,
  SelectInput,
  TextInput,
  TopToolbar,
  WrapperField,
  regex,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { usePermissionCheck } from '../../permissions';
import { CategoryFilter, SubCategoryFilter } from '../shared/CategoryFilters';
import { ProductCell, useCategoryPath } from '../shared/ProductCell';
import { usePriceFormat } from '../shared/price';
import { useChoices, useReferenceList } from '../shared/reference';
import { useCataloguePaths } from '../paths';
import type { InputItem } from '../types';
import { NearMeButton } from './NearMeButton';
import { ConsoleDatagrid, ConsoleList } from '../../shared/ConsoleList';

const PRICE_BOUND = /^\d{1,12}(\.\d{1,2})?$/;

function SizeFilter(props: { source: string; label: string; alwaysOn?: boolean }) {
  const sizes = useReferenceList('sizes');
  return (
    <SelectInput {...props} choices={useChoices(sizes.data)} translateChoice={false} isPending={sizes.isPending} />
  );
}

const priceBound = regex(PRICE_BOUND, 'kasuwa.catalogue.products.validation.price');

const filters = [
  <CategoryFilter
    key="category"
    source="category"
    subSource="subCategory"
    label="kasuwa.catalogue.fields.category"
    alwaysOn
  />,
  <SubCategoryFilter
    key="subCategory"
    source="subCategory"
    categorySource="category"
    label="kasuwa.catalogue.fields.subCategory"
    alwaysOn
  />,
  <TextInput
    key="inputProviderName"
    source="inputProviderName"
    label="kasuwa.catalogue.inputs.inputProvider"
    alwaysOn
  />,
  <SizeFilter key="packagingSize" source="packagingSize" label="kasuwa.catalogue.inputs.packagingSize" />,
  <TextInput key="minPrice" source="minPrice" label="kasuwa.catalogue.inputs.minPrice" validate={priceBound} />,
  <TextInput key="maxPrice" source="maxPrice" label="kasuwa.catalogue.inputs.maxPrice" validate={priceBound} />,
  <NullableBooleanInput key="isAffiliated" source="isAffiliated" label="kasuwa.catalogue.inputs.affiliated" />,
  <BooleanInput key="isMyCatalog" source="isMyCatalog" label="kasuwa.catalogue.inputs.onlyMine" />,
  <BooleanInput key="inStock" source="inStock" label="kasuwa.catalogue.inputs.onlyInStock" />,
];

function Actions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <NearMeButton />
      <FilterButton />
    </TopToolbar>
  );
}

function InputProductCell(_props: { label?: string }) {
  const record = useRecordContext<InputItem>();
  const categoryPath = useCategoryPath();
  if (!record) return null;
  const { product } = record;
  return (
    <ProductCell
      photo={product.mainPhoto}
      name={product.name}
      nameTestId="input-name"
      caption={categoryPath(product)}
      minWidth={220}
    />
  );
}

function InCatalogueCell(_props: { label?: string }) {
  const record = useRecordContext<InputItem>();
  const translate = useTranslate();
  const paths = useCataloguePaths();
  const { has } = usePermissionCheck();
  if (!record) return null;
  if (!record.inMyCatalog)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Chip
        size="small"
        color="success"
        variant="outlined"
        label={translate('kasuwa.catalogue.inputs.inMyCatalogue')}
        data-testid="input-in-catalogue"
      />
      {record.catalogEntryId && has('catalog:manage') && (
        <Tooltip title={translate('kasuwa.catalogue.myProducts.edit')}>
          <IconButton
            size="small"
            component={Link}
            to={paths.myProductEdit(record.catalogEntryId)}
            onClick={(event: MouseEvent) => event.stopPropagation()}
            aria-label={translate('kasuwa.catalogue.myProducts.edit')}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

/**
 * inputs: the input providers' products on sale in the dealer's country (GET catalog/products/filter),
 * with their price, seller, distance ("near me") and whether they are in the dealer's catalogue.
 */
export function InputList() {
  const paths = useCataloguePaths();
  const price = usePriceFormat();
  const translate = useTranslate();
  return (
    <ConsoleList filters={filters} actions={<Actions />}>
      <ConsoleDatagrid
        rowClick={(id) => paths.input(id)}
        empty={translate('kasuwa.catalogue.inputs.empty')}
        emptyTestId="inputs-empty"
        data-testid="inputs-list"
      >
        <InputProductCell label="kasuwa.catalogue.fields.name" />
        <FunctionField<InputItem>
          label="kasuwa.catalogue.fields.price"
          render={(record) => price(record.product.price, record.product.currency)}
        />
        <FunctionField<InputItem>
          label="kasuwa.catalogue.inputs.inputProvider"
          render={(record) => record.product.seller?.company || '—'}
        />
        <FunctionField<InputItem>
          label="kasuwa.catalogue.fields.location"
          render={(record) => record.product.location}
        />
        <FunctionField<InputItem>
          label="kasuwa.catalogue.inputs.distance"
          render={(record) =>
            record.distance === null || record.distance === undefined
              ? '—'
              : translate('kasuwa.catalogue.inputs.km', { distance: record.distance.toFixed(1) })
          }
        />
        <FunctionField<InputItem>
          label="kasuwa.catalogue.inputs.stock"
          render={(record) => (
            <span data-testid="input-stock">
              {translate(
                record.product.inStock ? 'kasuwa.catalogue.inputs.inStock' : 'kasuwa.catalogue.inputs.notInStock',
              )}
            </span>
          )}
        />
        <WrapperField label="kasuwa.catalogue.inputs.myCatalogue">
          <InCatalogueCell />
        </WrapperField>
      </ConsoleDatagrid>
    </ConsoleList>
  );
}
