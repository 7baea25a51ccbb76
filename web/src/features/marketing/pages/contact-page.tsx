import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import SmsIcon from '@mui/icons-material/Sms';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import type { ReactNode } from 'react';
import { usePageMeta } from '@/lib/use-page-meta';
import { accentBadge } from '../components/accent-badge';
import { ContactForm } from '../components/contact-form';
import { MarketingPage } from '../components/marketing-page';
import { PageHeader } from '../components/page-header';
import { SUPPORT_EMAIL } from '../content/support-email';

const CHANNELS: { Icon: typeof SmsIcon; title: string; body: ReactNode }[] = [
  {
    Icon: MailOutlineIcon,
    title: 'Email support',
    body: (
      <>
        <Link href={`mailto:${SUPPORT_EMAIL}`} sx={{ fontWeight: 600 }}>
          {SUPPORT_EMAIL}
        </Link>
        <br />
        We usually reply within one business day.
      </>
    ),
  },
  {
    Icon: SmsIcon,
    title: 'Help by text',
    body: 'Reply HELP to any NagText message for quick help. Reply STOP to stop all texts. Msg & data rates may apply.',
  },
  {
    Icon: CreditCardIcon,
    title: 'Billing',
    body: 'Update your card or cancel any time from Settings with Manage Subscription.',
  },
];

export default function ContactPage() {
  usePageMeta(
    'Contact Us',
    `Questions about NagText reminders, billing or your account? Email ${SUPPORT_EMAIL} or send us a message. We usually reply within one business day.`,
  );
  return (
    <MarketingPage>
      <PageHeader
        eyebrow="Support"
        title="Contact Us"
        subtitle="Questions about reminders, billing or your account? Send us a message and a real person will get back to you."
      />
      <Container maxWidth="lg" sx={{ pb: { xs: 8, md: 12 } }}>
        <Grid container spacing={{ xs: 4, md: 5 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Box
              component="section"
              aria-labelledby="contact-form-heading"
              sx={{
                p: { xs: 2.5, sm: 4 },
                borderRadius: 4,
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Typography id="contact-form-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
                Send us a message
              </Typography>
              <Typography sx={{ color: 'text.secondary', mb: 3 }}>Fields marked * are required.</Typography>
              <ContactForm />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box component="section" aria-labelledby="channels-heading">
              <Typography id="channels-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
                Other ways to reach us
              </Typography>
              <Box sx={{ display: 'grid', gap: 2 }}>
                {CHANNELS.map(({ Icon, title, body }) => (
                  <Box
                    key={title}
                    sx={{
                      display: 'flex',
                      gap: 2,
                      p: 2.5,
                      borderRadius: 4,
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: 'background.paper',
                    }}
                  >
                    <Box
                      sx={[
                        {
                          flexShrink: 0,
                          width: 44,
                          height: 44,
                          borderRadius: '12px',
                          display: 'grid',
                          placeItems: 'center',
                        },
                        accentBadge,
                      ]}
                    >
                      <Icon aria-hidden="true" />
                    </Box>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                        {title}
                      </Typography>
                      <Typography
                        variant="body2"
                        sx={{ color: 'text.secondary', fontSize: '0.9375rem', overflowWrap: 'anywhere' }}
                      >
                        {body}
                      </Typography>
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          </Grid>
        </Grid>
      </Container>
    </MarketingPage>
  );
}
