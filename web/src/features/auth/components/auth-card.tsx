import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  /** Below the card: the link to the other auth screen. */
  footer: ReactNode;
}

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4, md: 5 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {subtitle}
        </Typography>
        {children}
      </Paper>
      <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>
    </Container>
  );
}
