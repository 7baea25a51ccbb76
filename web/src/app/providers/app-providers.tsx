import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useMemo, type ReactNode } from 'react';
import { ColorModeProvider, useColorMode } from './color-mode';
import { createAppTheme } from './create-app-theme';
import { queryClient } from './query-client';

function ThemedApp({ children }: { children: ReactNode }) {
  const { mode } = useColorMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/** Theme (light/dark), toasts (top-right, about 5 s, spec section 9) and the server-state cache. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <ThemedApp>
        <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={5000} maxSnack={3}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </SnackbarProvider>
      </ThemedApp>
    </ColorModeProvider>
  );
}
