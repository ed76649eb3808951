import { useEffect, type ReactNode } from 'react';
import { useMediaQuery } from '@mui/material';
import { Layout as RaLayout, useSidebarState } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { ScreenTitle } from './ScreenTitle';

/** At this width or narrower the side menu collapses to its icons. */
export const COLLAPSE_BELOW = '(max-width:1024px)';

function useCollapseOnNarrowScreens() {
  const narrow = useMediaQuery(COLLAPSE_BELOW, { noSsr: true });
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    setOpen(!narrow);
  }, [narrow, setOpen]);
}

/** react-admin's Layout with Kasuwa's app bar and menu (the 276 px sidebar width is in the theme); every screen named in the tab, the app bar and one h1. */
export function Layout({ children }: { children: ReactNode }) {
  useCollapseOnNarrowScreens();
  return (
    <RaLayout
      appBar={AppBar}
      menu={Menu}
      sx={{
        // react-admin lets the layout grow to fit its content (min-width: fit-content); here a wide
        // table scrolls inside its card instead (see RaList in ../theme.ts).
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaList-root, & .RaList-main': { minWidth: 0 },
        '& .RaLayout-content': { px: { xs: 1, sm: 2 }, pb: 3, minWidth: 0 },
        '& .RaSidebar-fixed': { bgcolor: 'background.paper', boxShadow: 'inset -1px 0 0 rgba(0, 0, 0, 0.08)' },
      }}
    >
      <ScreenTitle />
      {children}
    </RaLayout>
  );
}
