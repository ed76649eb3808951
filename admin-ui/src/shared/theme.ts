/** Kasuwa's colours, shared by the public pages and the console. */
export const palette = {
  primary: { light: '#60ad5e', main: '#2e7d32', dark: '#005005', contrastText: '#ffffff' },
  secondary: { light: '#ffd95a', main: '#f9a825', dark: '#c17900', contrastText: '#1b1b1b' },
  background: { default: '#f6f8f4', paper: '#ffffff' },
  text: { primary: '#1f2a1f', secondary: '#56645a' },
  // MUI's red (#d32f2f) gives a required field's asterisk 4.36:1 on a filled input's grey; this one keeps 4.5:1.
  error: { main: '#c62828' },
} as const;

export const typography = {
  fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

export const shape = { borderRadius: 10 } as const;

/**
 * Keyboard focus shows as an outline in the element's own text colour (white on a green bar, dark on a page) on
 * every button, link, menu item, tab and checkbox, not only as MUI's faint background change (WCAG 2.4.7).
 */
export const focusVisible = {
  styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: '-2px' } } },
} as const;

/** Styles of text read by screen readers and hidden from sight (MUI's visuallyHidden). */
export const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
