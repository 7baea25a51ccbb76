import type { Theme } from '@mui/material/styles';
import { primaryTint } from './primary-tint';

/** Accent text on a faint accent background; the darker accent in light mode keeps text above 4.5:1. */
export const accentBadge = (theme: Theme) => ({
  color: theme.palette.mode === 'dark' ? theme.palette.primary.main : theme.palette.primary.dark,
  backgroundColor: primaryTint(0.12)(theme),
});
