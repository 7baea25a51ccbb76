import { createTheme, type Theme } from '@mui/material/styles';
import { LinkBehavior } from '@/components/link-behavior';

export type ColorMode = 'light' | 'dark';

/** The one accent colour, tuned per mode so text on it keeps WCAG AA contrast. */
const ACCENT = {
  light: { main: '#c2410c', light: '#ea580c', dark: '#9a3412', contrastText: '#ffffff' },
  dark: { main: '#fb923c', light: '#fdba74', dark: '#f97316', contrastText: '#1a1205' },
} as const;

/**
 * Light mode's status colours (MUI's default warning and info give white text only 3.1:1 and 3.9:1), darkened to
 * keep AA (5.0:1, 5.9:1) on status chips, contained buttons, and as text on paper. Dark mode keeps MUI's lighter
 * ones, with dark text on them where white would fall short (contrastThreshold below: the error red's white text
 * was 3.7:1 on a contained Delete button).
 */
const LIGHT_STATUS = { warning: { main: '#b45309' }, info: { main: '#0369a1' } } as const;

const FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * For a person whose system asks for less motion: dialogs, menus, toasts and collapsing rows appear and go at once,
 * and buttons make no ripple. Spinners keep turning (a still one would read as stuck).
 */
const STILL = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  css: { '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important' } },
} as const;

export function createAppTheme(mode: ColorMode, { reducedMotion = false } = {}): Theme {
  const dark = mode === 'dark';
  // Keyboard focus, on every link and button: the accent keeps 3:1 against both modes' backgrounds.
  const focusRing = { outline: `2px solid ${ACCENT[mode].main}`, outlineOffset: 2 };
  return createTheme({
    palette: {
      mode,
      // Text on a palette colour (contained buttons, filled chips) is white or dark, whichever reaches AA's 4.5:1.
      contrastThreshold: 4.5,
      primary: ACCENT[mode],
      ...(dark ? {} : LIGHT_STATUS),
      background: dark ? { default: '#0f1115', paper: '#171a21' } : { default: '#f7f7f8', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    ...(reducedMotion ? { transitions: STILL.transitions } : {}),
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: { 'a:focus-visible, summary:focus-visible': focusRing, ...(reducedMotion ? STILL.css : {}) },
      },
      MuiLink: {
        defaultProps: { component: LinkBehavior },
        styleOverrides: { root: { '&:focus-visible': focusRing } },
      },
      MuiButtonBase: {
        defaultProps: { LinkComponent: LinkBehavior, ...(reducedMotion ? { disableRipple: true } : {}) },
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    },
  });
}
