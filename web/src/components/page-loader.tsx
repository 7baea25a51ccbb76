import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

interface PageLoaderProps {
  label?: string;
  /** Tall enough that nothing below it jumps when the content arrives. */
  minHeight?: string;
}

/** Shown while a page's code or data loads. */
export function PageLoader({ label = 'Loading', minHeight = '50vh' }: PageLoaderProps) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
