import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SimplePageProps {
  title: string;
  subtitle?: string;
  /** What the visitor can expect here now: an honest status line, not filler. */
  notice: ReactNode;
  children?: ReactNode;
}

/** A page whose full screen ships in a later release: its real heading and a plain status note. */
export function SimplePage({ title, subtitle, notice, children }: SimplePageProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      <Alert severity="info" variant="outlined">
        {notice}
      </Alert>
      {children}
    </Container>
  );
}
