import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSection } from './page-section';
import { SectionHeading } from './section-heading';

const REASONS = [
  {
    title: 'Persistence beats good intentions',
    text: 'A reminder you can swipe away is easy to ignore. NagText comes back, sooner and firmer, so the task stays in front of you until it\u2019s done.',
  },
  {
    title: 'It lives where you already look',
    text: 'Texts get read. There\u2019s no app to open and no notification settings to fight: your reminders arrive in your messages, on any phone.',
  },
  {
    title: 'You stay in control',
    text: 'Reply DONE to finish, SNOOZE 30 to buy time. Quiet hours keep the night quiet, and your time zone is set for you.',
  },
] as const;

export function WhyItWorks() {
  return (
    <PageSection labelledBy="why-heading" tinted>
      <SectionHeading
        id="why-heading"
        eyebrow="Why it works"
        title="The reminder you can’t ignore"
        subtitle="Most reminder apps ping you once and give up. NagText keeps at it, politely at first."
      />
      <Grid container spacing={{ xs: 3, md: 4 }} sx={{ alignItems: 'stretch' }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Box
            sx={{
              height: '100%',
              p: { xs: 4, md: 5 },
              borderRadius: 4,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
            }}
          >
            <Typography
              component="p"
              sx={{ fontWeight: 800, fontSize: { xs: '4rem', md: '5rem' }, lineHeight: 1, letterSpacing: '-0.04em' }}
            >
              78%
            </Typography>
            <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.25rem', mt: 1 }}>
              more tasks completed
            </Typography>
            <Typography component="p" variant="body2" sx={{ mt: 1.5 }}>
              Users complete 78% more tasks when the reminder keeps coming back until they reply DONE.
            </Typography>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2.5} sx={{ height: '100%' }}>
            {REASONS.map((reason) => (
              <Box
                key={reason.title}
                sx={{
                  flex: 1,
                  p: { xs: 3, md: 3.5 },
                  borderRadius: 4,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {reason.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{reason.text}</Typography>
              </Box>
            ))}
          </Stack>
        </Grid>
      </Grid>
    </PageSection>
  );
}
