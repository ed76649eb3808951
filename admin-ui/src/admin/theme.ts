import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Language } from '../shared/preferences';
import { focusVisible, palette, shape, typography } from '../shared/theme';
import consoleTexts from './i18n/messages';

export const SIDEBAR_WIDTH = 276;
export const SIDEBAR_CLOSED_WIDTH = 55;

const LOADING = { en: consoleTexts.en.texts.appBar.loading, fr: consoleTexts.fr.texts.appBar.loading } as const;

/**
 * react-admin's default theme in Kasuwa's green agricultural palette, in the console's language: every spinner
 * and progress bar (react-admin's own included) is named for screen readers.
 */
export function consoleTheme(language: Language): RaThemeOptions {
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiCircularProgress: { defaultProps: { 'aria-label': LOADING[language] } },
      MuiLinearProgress: { defaultProps: { 'aria-label': LOADING[language] } },
    },
  };
}

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    ...palette,
    // Status chips and badges: MUI's orange (#ed6c02) and light blue (#0288d1) give white or white-backed text
    // 3.1:1 and 3.8:1; these darker shades keep the AA 4.5:1 in a filled and an outlined chip alike.
    warning: { main: '#b45309' },
    info: { main: '#01579b' },
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
    MuiButtonBase: focusVisible,
    // react-admin's "Skip to content" writes white on the page's background colour: white on the dark green here.
    RaSkipNavigationButton: {
      styleOverrides: {
        root: {
          backgroundColor: palette.primary.dark,
          color: palette.primary.contrastText,
          '&:hover': { backgroundColor: palette.primary.dark },
        },
      },
    },
    // Kasuwa's yellow as chip text falls short of 4.5:1 on white: an outlined yellow chip writes in dark amber.
    MuiChip: {
      styleOverrides: {
        outlinedSecondary: { color: '#8a5a00', borderColor: palette.secondary.dark },
      },
    },
    // A field's error appears in its helper text: screen readers announce it when it appears.
    // Its text stays readable (4.5:1) when the field is disabled: it often says why the field cannot change.
    MuiFormHelperText: {
      defaultProps: { 'aria-live': 'polite' },
      styleOverrides: { root: { '&.Mui-disabled': { color: palette.text.secondary } } },
    },
    // A focused field's label: the primary green on a filled field's grey is at the edge of 4.5:1; the dark green
    // keeps it well above.
    MuiFormLabel: {
      styleOverrides: { root: { '&.Mui-focused': { color: palette.primary.dark } } },
    },
    // The save bar of every form: on react-admin's grey, the red delete button reads at 4.25:1; on this light
    // green-grey it keeps 5:1.
    RaToolbar: {
      styleOverrides: { root: { backgroundColor: '#f1f5ee' } },
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
    // The empty list's message in text.secondary rather than text.disabled, which falls short of the AA contrast.
    RaEmpty: {
      styleOverrides: {
        root: { '& .RaEmpty-message': { color: palette.text.secondary } },
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
