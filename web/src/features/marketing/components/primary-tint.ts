import type { Theme } from '@mui/material/styles';

/** The accent colour at a low opacity, correct in light and dark mode with or without CSS variables. */
export const primaryTint = (opacity: number) => (theme: Theme) =>
  theme.alpha((theme.vars ?? theme).palette.primary.main, opacity);
