import { Link as RouterLink } from 'react-router-dom';
import { ListSubheader, MenuItem, ListItemIcon, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useBasename, useSidebarState, useTranslate } from 'react-admin';
import type { Entry } from './menuEntries';

/** A section's visible heading: the group around it carries its name for screen readers (see MenuSection). */
function Section({ label }: { label: string }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (!open) return null;
  return (
    <ListSubheader
      component="div"
      aria-hidden
      disableSticky
      sx={{
        bgcolor: 'transparent',
        lineHeight: '36px',
        mt: 1,
        fontSize: '0.72rem',
        fontWeight: 700,
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        color: 'text.secondary',
      }}
    >
      {translate(label)}
    </ListSubheader>
  );
}

const itemSx = {
  color: 'text.secondary',
  py: 0.75,
  borderLeft: '3px solid transparent',
  '&.active': {
    borderLeftColor: 'primary.main',
    backgroundColor: 'rgba(46, 125, 50, 0.08)',
    color: 'primary.dark',
    fontWeight: 600,
    '& .MuiListItemIcon-root': { color: 'primary.main' },
  },
} as const;

/**
 * One menu link. `active` is decided by the menu (the longest matching entry wins, so that
 * /users/distributors does not also light up /users).
 */
function Item({ entry, active }: { entry: Entry; active: boolean }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [open, setOpen] = useSidebarState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const label = translate(entry.label, { smart_count: 2, _: entry.label });
  const testId = `menu-${entry.to.replace(/^\//, '').replace(/\//g, '-')}`;
  const linkProps = entry.external
    ? { component: 'a' as const, href: entry.to }
    : { component: RouterLink, to: `${basename}${entry.to}` };
  return (
    <Tooltip title={open ? '' : label} placement="right">
      <MenuItem
        {...linkProps}
        // Every link is a stop of the Tab key (a MenuItem is not, unless told).
        tabIndex={0}
        className={active ? 'active' : undefined}
        aria-current={active ? 'page' : undefined}
        data-testid={testId}
        onClick={() => {
          if (small) setOpen(false);
        }}
        sx={itemSx}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{entry.icon}</ListItemIcon>
        {/* A long label (most are longer in French) wraps rather than being cut short. */}
        <Typography variant="inherit" sx={{ whiteSpace: 'normal', lineHeight: 1.3, flexGrow: 1 }}>
          {label}
        </Typography>
        {open && entry.badge}
      </MenuItem>
    </Tooltip>
  );
}

/**
 * One section of the menu: a named group of menu items, as the menu role requires of its children. MUI's MenuList
 * hands its first child a tabIndex, which stays off the group: only the links are stops of the Tab key.
 */
export function MenuSection({
  label,
  entries,
  activeTo,
}: {
  label: string;
  entries: Entry[];
  activeTo: string | undefined;
  tabIndex?: number;
}) {
  const translate = useTranslate();
  return (
    <div role="group" aria-label={translate(label)}>
      <Section label={label} />
      {entries.map((entry) => (
        <Item key={entry.to} entry={entry} active={entry.to === activeTo} />
      ))}
    </div>
  );
}
