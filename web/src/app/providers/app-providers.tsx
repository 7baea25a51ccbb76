import CssBaseline from '@mui/material/CssBaseline';
// For a theme without CSS variables (createAppTheme makes none), @mui/material's ThemeProvider renders this
// one; importing it directly keeps the CSS-variables provider (about 3 KB gzip) out of the first load.
import { ThemeProvider } from '@mui/system';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { ColorModeProvider, useColorMode } from './color-mode';
import { createAppTheme } from './create-app-theme';

function ThemedApp({ children }: { children: ReactNode }) {
  const { mode } = useColorMode();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => createAppTheme(mode, { reducedMotion }), [mode, reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/**
 * Theme (light/dark) for the whole app. The other app-wide services load when first needed, to keep them
 * out of the first page load: toasts with the first toast (lib/toast.tsx), the server-state cache with the
 * pages that call the API (router.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <ThemedApp>{children}</ThemedApp>
    </ColorModeProvider>
  );
}
