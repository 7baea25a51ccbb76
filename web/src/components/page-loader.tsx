import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface PageLoaderProps {
  /** What is being waited for, shown under the spinner ("Loading your reminders"). */
  label?: string;
  /** Tall enough that nothing below it jumps when the content arrives. */
  minHeight?: string;
}

/**
 * Shown while a page's code or data loads: a spinner with words saying what for, so a wait never reads as a blank
 * page. The words name the spinner too.
 */
export function PageLoader({ label = 'Loading', minHeight = '50vh' }: PageLoaderProps) {
  const labelId = useId();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeContent: 'center', justifyItems: 'center', gap: 2, minHeight }}
    >
      <CircularProgress aria-labelledby={labelId} />
      <Typography id={labelId} color="text.secondary">
        {label}…
      </Typography>
    </Box>
  );
}
