import type { MouseEvent } from 'react';
import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import {
  Button,
  DeleteWithConfirmButton,
  FunctionField,
  Link,
  NumberField,
  TopToolbar,
  WrapperField,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { usePermissionCheck } from '../../permissions';
import { ProductCell } from '../shared/ProductCell';
import { usePriceFormat } from '../shared/price';
import { useFormat } from '../../shared/format';
import { serverMessage } from '../../api/errors';
import { useCataloguePaths } from '../paths';
import type { CatalogEntry } from '../types';
import { SellingLocations } from './SellingLocations';
import { ConsoleDatagrid, ConsoleList } from '../../shared/ConsoleList';

function Actions() {
  const { has } = usePermissionCheck();
  const paths = useCataloguePaths();
  return (
    <TopToolbar>
      {has('inputs:list') && (
        <Button
          component={Link}
          to={paths.inputs}
          label="kasuwa.catalogue.myProducts.browseInputs"
          data-testid="myproducts-browse"
        >
          <SearchIcon />
        </Button>
      )}
    </TopToolbar>
  );
}

function EntryProductCell(_props: { label?: string }) {
  const record = useRecordContext<CatalogEntry>();
  const translate = useTranslate();
  if (!record) return null;
  const { product } = record;
  return (
    <ProductCell
      photo={product.mainPhoto}
      name={product.name}
      nameTestId="entry-name"
      caption={product.seller?.company || ''}
      minWidth={220}
    >
      {!product.isPublic && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={translate('kasuwa.catalogue.myProducts.notOnSale')}
          sx={{ mt: 0.5 }}
        />
      )}
    </ProductCell>
  );
}

/** The dealer's own stock of the entry's product: counted from their inventory, or the quantity their entry offers. */
function OwnStockCell(_props: { label?: string }) {
  const record = useRecordContext<CatalogEntry>();
  const translate = useTranslate();
  const { number } = useFormat();
  if (!record) return null;
  const { stock } = record;
  return (
    <Box
      data-testid="entry-stock"
      data-in-stock={stock.inStock ? 'true' : 'false'}
      data-source={stock.source}
      sx={{ minWidth: 140 }}
    >
      <Typography variant="body2" sx={{ fontWeight: stock.inStock ? 700 : 400 }}>
        {translate(stock.inStock ? 'kasuwa.catalogue.inputs.inStock' : 'kasuwa.catalogue.inputs.outOfStock')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(
          stock.source === 'INVENTORY'
            ? 'kasuwa.catalogue.myProducts.stockFromInventory'
            : 'kasuwa.catalogue.myProducts.stockFromEntry',
          {
            quantity: number(stock.quantity),
          },
        )}
      </Typography>
    </Box>
  );
}

const stop = (event: MouseEvent) => event.stopPropagation();

function RowActions() {
  const record = useRecordContext<CatalogEntry>();
  const translate = useTranslate();
  const notify = useNotify();
  const paths = useCataloguePaths();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      <Tooltip title={translate('kasuwa.catalogue.myProducts.edit')}>
        <IconButton
          size="small"
          color="primary"
          component={Link}
          to={paths.myProductEdit(record.id)}
          onClick={stop}
          aria-label={translate('kasuwa.catalogue.myProducts.edit')}
          data-testid="entry-edit"
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DeleteWithConfirmButton
        label="kasuwa.catalogue.myProducts.remove"
        confirmTitle={translate('kasuwa.catalogue.myProducts.removeTitle', { name: record.product.name })}
        confirmContent="kasuwa.catalogue.myProducts.removeContent"
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{
          onSuccess: () => notify('kasuwa.catalogue.myProducts.removed', { type: 'success' }),
          onError: (error: unknown) =>
            notify(serverMessage(error, translate('kasuwa.catalogue.myProducts.removeFailure')), { type: 'error' }),
        }}
        data-testid="entry-remove"
      />
    </Stack>
  );
}

/** myproducts: the dealer's catalogue entries, newest first (GET catalog/products), with their prices and selling locations. */
export function MyProductList() {
  const price = usePriceFormat();
  const paths = useCataloguePaths();
  const translate = useTranslate();
  return (
    <ConsoleList actions={<Actions />}>
      <ConsoleDatagrid
        rowClick={(id) => paths.myProductEdit(id)}
        empty={translate('kasuwa.catalogue.myProducts.empty')}
        emptyTestId="myproducts-empty"
        data-testid="myproducts-list"
      >
        <EntryProductCell label="kasuwa.catalogue.fields.name" />
        <FunctionField<CatalogEntry>
          label="kasuwa.catalogue.myProducts.providerPrice"
          render={(record) => price(record.product.price, record.product.currency)}
        />
        <FunctionField<CatalogEntry>
          label="kasuwa.catalogue.myProducts.myPrice"
          render={(record) => (
            <span data-testid="entry-price-value">{price(record.price, record.product.currency)}</span>
          )}
        />
        <NumberField source="quantity" label="kasuwa.catalogue.fields.quantity" sortable={false} />
        <OwnStockCell label="kasuwa.catalogue.myProducts.myStock" />
        <SellingLocations label="kasuwa.catalogue.myProducts.locations" />
        <WrapperField label={false} textAlign="right">
          <RowActions />
        </WrapperField>
      </ConsoleDatagrid>
    </ConsoleList>
  );
}
