import { forwardRef, type ReactElement, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import {
  Datagrid,
  DatagridBody,
  DatagridRow,
  List,
  ListBase,
  type DatagridProps,
  type DatagridRowProps,
  type ListBaseProps,
  type ListProps,
  type RaRecord,
  ListContextProvider,
  ResourceContextProvider,
  useList,
  useRecordContext,
} from 'react-admin';
import { ListError, ListPagination } from '../ListError';

/**
 * The console's list: react-admin's List with the project's defaults (no export, no toolbar unless given, the
 * server's message and a retry when the call fails, `perPageOptions` under the rows, rows that scroll inside their card). `embedded` lists (a tab of a
 * page) keep their paging and filters to themselves instead of the address bar.
 */
export function ConsoleList({
  perPage = 20,
  perPageOptions = [10, 20, 50],
  errorTestId,
  errorFallback,
  embedded = false,
  children,
  ...props
}: Omit<ListProps, 'children'> & {
  perPageOptions?: number[];
  /** `data-testid` of the error message. */
  errorTestId?: string;
  /** Shown when the failure carries no message of the server's. */
  errorFallback?: string;
  embedded?: boolean;
  children: ReactNode;
}) {
  return (
    <List
      perPage={perPage}
      actions={false}
      empty={false}
      exporter={false}
      error={<ListError testId={errorTestId} fallback={errorFallback} />}
      pagination={<ListPagination rowsPerPageOptions={perPageOptions} />}
      disableSyncWithLocation={embedded}
      storeKey={embedded ? false : undefined}
      // A table wider than its card (many columns, a phone) scrolls inside the card instead of spilling out of it.
      sx={{ '& .RaList-content': { overflowX: 'auto' } }}
      {...props}
    >
      {children}
    </List>
  );
}

/**
 * A list that is one panel of a page (a table beside a map, the latest rows under figures): react-admin's ListBase
 * with the console's error and paging, its paging and filters its own rather than the address bar's, its rows
 * scrolling inside the panel. The page around it decides who may read it.
 */
export function PanelList({
  perPage = 20,
  perPageOptions = [perPage],
  errorTestId,
  errorFallback,
  pagination = <ListPagination rowsPerPageOptions={perPageOptions} />,
  after,
  children,
  ...props
}: Omit<ListBaseProps, 'children' | 'resource'> & {
  resource: string;
  perPageOptions?: number[];
  /** `data-testid` of the error message. */
  errorTestId?: string;
  /** Shown when the failure carries no message of the server's. */
  errorFallback?: string;
  /** Under the rows: react-admin's pagination with `perPageOptions` unless given. */
  pagination?: ReactElement;
  /** Under the pagination, in the list's context (what the page shows of the row chosen, say). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ListBase
      perPage={perPage}
      exporter={false}
      disableSyncWithLocation
      storeKey={false}
      disableAuthentication
      error={<ListError testId={errorTestId} fallback={errorFallback} />}
      {...props}
    >
      <Box sx={{ overflowX: 'auto' }}>{children}</Box>
      {pagination}
      {after}
    </ListBase>
  );
}

/** `data-*` attributes a row carries from its record (what tests and styles read of it). */
export type RowAttributes = (record: RaRecord) => Record<`data-${string}`, string>;

/**
 * A Datagrid row that names itself for tests and styles: `data-testid` given, `data-id` the record's id, and the
 * `attributes` of its record.
 */
const NamedRow = forwardRef<
  HTMLTableRowElement,
  DatagridRowProps & { 'data-testid'?: string; attributes?: RowAttributes }
>(({ attributes, ...props }, ref) => {
  const record = useRecordContext(props);
  return (
    <DatagridRow
      ref={ref}
      {...props}
      {...(attributes && record ? attributes(record) : {})}
      data-id={props.id === undefined ? undefined : String(props.id)}
    />
  );
});
NamedRow.displayName = 'NamedRow';

/** What a Datagrid shows without rows: one line, `testId` for tests. */
export function EmptyRows({ text, testId }: { text: string; testId?: string }) {
  return (
    <Typography color="text.secondary" sx={{ p: 2 }} data-testid={testId}>
      {text}
    </Typography>
  );
}

/**
 * The console's Datagrid: read-only rows (no bulk actions, no row click unless given), `empty` as one line,
 * each row named `rowTestId` with its record's id in `data-id` and its `rowAttributes`.
 */
export function ConsoleDatagrid({
  empty,
  emptyTestId,
  rowTestId,
  rowAttributes,
  children,
  ...props
}: Omit<DatagridProps, 'empty'> & {
  empty: string | ReactElement;
  emptyTestId?: string;
  rowTestId?: string;
  rowAttributes?: RowAttributes;
}) {
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      empty={typeof empty === 'string' ? <EmptyRows text={empty} testId={emptyTestId} /> : empty}
      body={
        rowTestId || rowAttributes ? (
          <DatagridBody row={<NamedRow data-testid={rowTestId} attributes={rowAttributes} />} />
        ) : undefined
      }
      {...props}
    >
      {children}
    </Datagrid>
  );
}

/**
 * A list over rows already read (a small fixed set, or rows another part of the page reads too): react-admin's useList
 * in the list context a Datagrid reads, under `resource` (which a Datagrid asks for).
 */
export function LoadedList<T extends RaRecord>({
  resource,
  data,
  isPending = false,
  children,
}: {
  resource: string;
  data: T[] | undefined;
  isPending?: boolean;
  children: ReactNode;
}) {
  const list = useList<T>({ data, isPending });
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={list}>{children}</ListContextProvider>
    </ResourceContextProvider>
  );
}
