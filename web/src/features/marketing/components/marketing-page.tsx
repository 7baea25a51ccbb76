import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The root of every marketing page: a clear keyboard focus ring on every button and link inside
 * (MUI's default focus ripple is too faint to see), drawn in the text colour so it shows on the page
 * background and on the accent band alike.
 */
export function MarketingPage({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        '& .MuiButtonBase-root.Mui-focusVisible, & a:focus-visible': {
          outline: '2px solid',
          outlineColor: 'text.primary',
          outlineOffset: '2px',
        },
      }}
    >
      {children}
    </Box>
  );
}
