import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { palette, shape, typography } from '../shared/theme';

export const SIDEBAR_WIDTH = 276;
export const SIDEBAR_CLOSED_WIDTH = 55;

/** react-admin's default theme in Kasuwa's green agricultural palette. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    ...palette,
    mode: 'light',
  },
  typography: { ...defaultTheme.typography, ...typography },
  shape,
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  components: {
    ...defaultTheme.components,
    MuiAppBar: {
      styleOverrides: {
        colorSecondary: { backgroundColor: palette.primary.main, color: palette.primary.contrastText },
      },
    },
    MuiButton: {
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
    },
    MuiPaper: {
      styleOverrides: {
        elevation1: { boxShadow: '0 1px 2px rgba(16, 40, 16, 0.06), 0 1px 8px rgba(16, 40, 16, 0.05)' },
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': {
            borderLeftColor: palette.primary.main,
            backgroundColor: 'rgba(46, 125, 50, 0.08)',
            color: palette.primary.dark,
            fontWeight: 600,
          },
          '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: palette.primary.main },
        },
      },
    },
    // Wide lists scroll inside their card instead of pushing the page sideways.
    RaList: {
      styleOverrides: {
        root: {
          '& .RaList-content': { overflowX: 'auto' },
        },
      },
    },
    RaDatagrid: {
      styleOverrides: {
        root: {
          '& .RaDatagrid-headerCell': { fontWeight: 700, backgroundColor: '#f1f5ee' },
        },
      },
    },
  },
};
