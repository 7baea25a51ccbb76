import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import BedtimeIcon from '@mui/icons-material/Bedtime';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import PublicIcon from '@mui/icons-material/Public';
import RepeatIcon from '@mui/icons-material/Repeat';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SmsIcon from '@mui/icons-material/Sms';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { accentBadge } from './accent-badge';

const FEATURES = [
  {
    Icon: PhoneIphoneIcon,
    title: 'No app needed',
    text: 'Everything happens over SMS. If your phone gets texts, it works with NagText.',
  },
  {
    Icon: SmsIcon,
    title: 'Personalized SMS notifications',
    text: 'Each text names your task in your words, and the tone grows firmer the longer it waits.',
  },
  {
    Icon: AllInclusiveIcon,
    title: 'Unlimited reminders',
    text: 'Create as many reminders as you need. No caps, no tiers, no counting.',
  },
  {
    Icon: RepeatIcon,
    title: 'Recurring tasks',
    text: 'Daily pills, weekly bins, monthly bills: reply DONE and the next one is lined up.',
  },
  {
    Icon: PublicIcon,
    title: 'Automatic time zone detection',
    text: 'Your time zone is detected when you sign up, so 9:00 AM means your 9:00 AM.',
  },
  { Icon: BedtimeIcon, title: 'Quiet hours', text: 'Repeat texts wait until morning. Nothing nags you at 2 AM.' },
  {
    Icon: SupportAgentIcon,
    title: 'Priority support',
    text: 'Stuck? Email us and a real person replies, usually within one business day.',
  },
  {
    Icon: RocketLaunchIcon,
    title: 'Early access to new features',
    text: 'Subscribers try new features before anyone else.',
  },
  {
    Icon: LockOpenIcon,
    title: 'Cancel any time',
    text: 'No contracts. Cancel from your account settings in a couple of clicks.',
  },
] as const;

export function KeyFeatures() {
  return (
    <Grid container spacing={{ xs: 2.5, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {FEATURES.map(({ Icon, title, text }) => (
        <Grid key={title} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <Box
            sx={{
              height: '100%',
              p: 3,
              borderRadius: 4,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Box
              sx={[
                {
                  width: 44,
                  height: 44,
                  borderRadius: '12px',
                  display: 'grid',
                  placeItems: 'center',
                  mb: 2,
                },
                accentBadge,
              ]}
            >
              <Icon aria-hidden="true" />
            </Box>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700, fontSize: '1.0625rem', mb: 0.75 }}>
              {title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', fontSize: '0.9375rem' }}>
              {text}
            </Typography>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
