import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { primaryTint } from './primary-tint';

interface PageSectionProps {
  children: ReactNode;
  /** Id of the section's heading, so the region is named after it. */
  labelledBy?: string;
  /** A faint accent band, to separate neighbouring sections. */
  tinted?: boolean;
  maxWidth?: 'sm' | 'md' | 'lg';
}

/** One full-width band of a marketing page: a <section> with consistent vertical rhythm. */
export function PageSection({ children, labelledBy, tinted = false, maxWidth = 'lg' }: PageSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={labelledBy}
      sx={{ py: { xs: 7, md: 11 }, bgcolor: tinted ? primaryTint(0.05) : 'transparent' }}
    >
      <Container maxWidth={maxWidth}>{children}</Container>
    </Box>
  );
}
