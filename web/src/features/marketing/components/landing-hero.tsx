import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router-dom';
import { PLAN } from '@shared/plan';
import { paths } from '@/config/paths';
import { primaryTint } from './primary-tint';
import { SmsConversationMockup } from './sms-conversation-mockup';

const HIGHLIGHTS = [`${PLAN.trialDays}-day free trial`, 'No app needed', 'Cancel any time'];

export function LandingHero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        pt: { xs: 6, md: 10 },
        pb: { xs: 7, md: 11 },
        background: (theme) => `linear-gradient(180deg, ${primaryTint(0.09)(theme)} 0%, transparent 100%)`,
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 6, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography
              component="p"
              variant="overline"
              sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.12em', mb: 2 }}
            >
              SMS reminders that don’t let go
            </Typography>
            <Typography
              id="hero-heading"
              variant="h2"
              component="h1"
              sx={{
                fontWeight: 800,
                fontSize: { xs: '2.5rem', sm: '3.25rem', md: 'clamp(2.75rem, 4.3vw, 3.5rem)' },
                textWrap: 'balance',
                lineHeight: 1.05,
                letterSpacing: '-0.03em',
                mb: 3,
              }}
            >
              Get it done...{' '}
              <Box component="span" sx={{ color: 'primary.main', display: 'block' }}>
                or get another text.
              </Box>
            </Typography>
            <Typography
              sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' }, color: 'text.secondary', maxWidth: 560, mb: 4 }}
            >
              NagText texts you about the things you keep putting off, and keeps texting, a little firmer each time,
              until you reply DONE. Personalized reminders on the phone you already carry.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
              <Button
                component={RouterLink}
                to={paths.signup}
                variant="contained"
                size="large"
                sx={{ px: 4, py: 1.5, fontWeight: 700 }}
              >
                Start My Free Trial
              </Button>
              <Button
                component={RouterLink}
                to={paths.howItWorks}
                variant="outlined"
                size="large"
                sx={{ px: 4, py: 1.5, fontWeight: 700 }}
              >
                Learn How It Works
              </Button>
            </Stack>
            <Stack
              component="ul"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 3 }}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {HIGHLIGHTS.map((item) => (
                <Box
                  component="li"
                  key={item}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
                >
                  <CheckCircleIcon fontSize="small" sx={{ color: 'primary.main' }} aria-hidden="true" />
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                    {item}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <SmsConversationMockup />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
