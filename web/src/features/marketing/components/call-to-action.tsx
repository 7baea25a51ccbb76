import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface CallToActionProps {
  title: string;
  text: string;
  /** The buttons (RouterLink buttons chosen by the page). */
  actions: ReactNode;
}

/** A closing band in the accent colour: one heading, one sentence, the buttons. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  return (
    <Box component="section" aria-labelledby="cta-heading" sx={{ py: { xs: 7, md: 11 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            textAlign: 'center',
            px: { xs: 3, sm: 6 },
            py: { xs: 6, md: 8 },
            borderRadius: { xs: 4, md: 6 },
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Typography
            id="cta-heading"
            variant="h3"
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.5rem' }, letterSpacing: '-0.02em', mb: 2 }}
          >
            {title}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1rem', md: '1.125rem' }, maxWidth: 560, mx: 'auto', mb: 4 }}>
            {text}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'center', alignItems: 'center' }}
          >
            {actions}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}

/** Button styles that read well on the accent band. */
export const ctaSolidButtonSx = {
  bgcolor: 'background.paper',
  color: 'primary.main',
  fontWeight: 700,
  px: 4,
  '&:hover': { bgcolor: 'background.default' },
} as const;

export const ctaOutlinedButtonSx = {
  color: 'inherit',
  borderColor: 'currentColor',
  fontWeight: 700,
  px: 4,
  '&:hover': { borderColor: 'currentColor', bgcolor: 'rgba(128, 128, 128, 0.16)' },
} as const;
