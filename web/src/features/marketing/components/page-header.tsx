import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { primaryTint } from './primary-tint';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
}

/** The top band of an inner marketing page: the page's one h1 and its lead sentence. */
export function PageHeader({ eyebrow, title, subtitle }: PageHeaderProps) {
  return (
    <Box
      component="section"
      aria-labelledby="page-heading"
      sx={{
        pt: { xs: 6, md: 10 },
        pb: { xs: 4, md: 6 },
        textAlign: 'center',
        background: (theme) => `linear-gradient(180deg, ${primaryTint(0.09)(theme)} 0%, transparent 100%)`,
      }}
    >
      <Container maxWidth="md">
        {eyebrow && (
          <Typography
            component="p"
            variant="overline"
            sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.12em', mb: 1.5 }}
          >
            {eyebrow}
          </Typography>
        )}
        <Typography
          id="page-heading"
          variant="h2"
          component="h1"
          sx={{
            fontWeight: 800,
            fontSize: { xs: '2.25rem', sm: '2.75rem', md: '3.25rem' },
            lineHeight: 1.1,
            letterSpacing: '-0.03em',
          }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography
            component="div"
            sx={{
              mt: 2.5,
              color: 'text.secondary',
              fontSize: { xs: '1.0625rem', md: '1.25rem' },
              maxWidth: 640,
              mx: 'auto',
            }}
          >
            {subtitle}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
