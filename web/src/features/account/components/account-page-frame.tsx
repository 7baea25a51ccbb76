import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AccountPageFrameProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** My Info and Settings: the page heading, then its cards in one column. */
export function AccountPageFrame({ title, subtitle, children }: AccountPageFrameProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {subtitle}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 3, mt: 3 }}>{children}</Box>
    </Container>
  );
}
