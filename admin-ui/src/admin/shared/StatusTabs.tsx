import { Badge, Tab, Tabs } from '@mui/material';
import { useListContext } from 'react-admin';

type BadgeColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export interface StatusTabsProps<S extends string> {
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
  /** A status's tab label, in the reader's language. */
  label: (status: S) => string;
  /**
   * The number of rows of a status, shown as a badge when above zero; a hook (it may read the API), called once
   * per tab, so it must stay the same function for the page's life. Without it, the tabs carry no badge.
   */
  useCount?: (status: S) => number | undefined;
  /** A status's badge colour (grey by default). */
  badgeColor?: (status: S) => BadgeColor;
  /** Names the tabs `{testIdPrefix}-tab-{status}` and their badges `{testIdPrefix}-count-{status}`. */
  testIdPrefix: string;
}

type BadgeProps<S extends string> = Omit<StatusTabsProps<S>, 'statuses' | 'value' | 'onChange'> & { status: S };

function CountBadge<S extends string>({
  status,
  label,
  useCount,
  badgeColor,
  testIdPrefix,
}: BadgeProps<S> & { useCount: (status: S) => number | undefined }) {
  const count = useCount(status);
  return (
    <Badge
      color={badgeColor?.(status) ?? 'default'}
      badgeContent={count ?? 0}
      max={999}
      showZero={false}
      data-testid={`${testIdPrefix}-count-${status}`}
      sx={{ pr: count ? 1.5 : 0, '& .MuiBadge-colorDefault': { bgcolor: 'grey.300', color: 'text.primary' } }}
    >
      {label(status)}
    </Badge>
  );
}

/** Tabs, one a status, each with the number of rows it holds when `useCount` tells it. */
export function StatusTabs<S extends string>({ statuses, value, onChange, ...badge }: StatusTabsProps<S>) {
  return (
    <Tabs
      value={value}
      onChange={(_, next: S) => onChange(next)}
      sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      variant="scrollable"
      allowScrollButtonsMobile
    >
      {statuses.map((status) => (
        <Tab
          key={status}
          value={status}
          data-testid={`${badge.testIdPrefix}-tab-${status}`}
          label={
            badge.useCount ? <CountBadge status={status} {...badge} useCount={badge.useCount} /> : badge.label(status)
          }
        />
      ))}
    </Tabs>
  );
}

/**
 * StatusTabs over the list around it: the tab is the list's `source` filter (`statuses[0]` when it holds no
 * known status), and choosing one filters the list again.
 */
export function ListStatusTabs<S extends string>({
  source = 'status',
  ...props
}: Omit<StatusTabsProps<S>, 'value' | 'onChange'> & { source?: string }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = filterValues[source];
  const value = (props.statuses as readonly unknown[]).includes(current) ? (current as S) : props.statuses[0];
  return (
    <StatusTabs
      {...props}
      value={value}
      onChange={(status) => setFilters({ ...filterValues, [source]: status }, displayedFilters)}
    />
  );
}
