import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { accentBadge } from './accent-badge';

const STEPS = [
  {
    title: 'Sign up with your phone',
    text: 'Create your account and confirm your number with a 6-digit code. Outside the US? Enter your number with its country code (for example +44).',
  },
  {
    title: 'Set your reminder',
    text: 'Type what needs doing, pick the date and time, and choose how often: once, daily, weekly or monthly.',
  },
  {
    title: 'Get nagged until it\u2019s done',
    text: 'We text you at that time, then again, a little firmer each time, until you reply DONE. Need a break? Reply SNOOZE 30.',
  },
] as const;

/** The three-step "how it works", shared by the landing and how-it-works pages. */
export function ThreeSteps({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <Grid container spacing={{ xs: 3, md: 4 }} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {STEPS.map((step, i) => (
        <Grid key={step.title} size={{ xs: 12, md: 4 }} component="li">
          <Box
            sx={{
              height: '100%',
              p: { xs: 3, md: 4 },
              borderRadius: 4,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Box
              aria-hidden="true"
              sx={[
                {
                  width: 44,
                  height: 44,
                  borderRadius: '12px',
                  display: 'grid',
                  placeItems: 'center',
                  mb: 2.5,
                  fontWeight: 800,
                  fontSize: '1.125rem',
                },
                accentBadge,
              ]}
            >
              {i + 1}
            </Box>
            <Typography variant="h6" component={headingLevel} sx={{ fontWeight: 700, mb: 1 }}>
              {step.title}
            </Typography>
            <Typography variant="body1" sx={{ color: 'text.secondary' }}>
              {step.text}
            </Typography>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
