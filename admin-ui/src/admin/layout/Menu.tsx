import { ListSubheader } from '@mui/material';
import { Menu as RaMenu, useSidebarState, useTranslate, type MenuProps } from 'react-admin';

function Section({ label }: { label: string }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (!open) return null;
  return (
    <ListSubheader
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

/** The side menu, grouped in sections as resources get added. */
export function Menu(props: MenuProps) {
  return (
    <RaMenu {...props}>
      <Section label="kasuwa.menu.referenceData" />
      <RaMenu.ResourceItem name="countries" />
    </RaMenu>
  );
}
