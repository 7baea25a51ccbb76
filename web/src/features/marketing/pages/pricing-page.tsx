import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PLAN, PLAN_PRICE } from '@shared/plan';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { MarketingPage } from '../components/marketing-page';
import { PageHeader } from '../components/page-header';
import { PageSection } from '../components/page-section';
import { PlanCard } from '../components/plan-card';
import { SectionHeading } from '../components/section-heading';

const GOOD_TO_KNOW: { title: string; text: ReactNode }[] = [
  {
    title: 'Cancel any time',
    text: 'No contract and no cancellation fee. Cancel from Settings with Manage Subscription whenever you like.',
  },
  {
    title: 'Secure card payments',
    text: 'Payments are handled by our card payment provider. Your card number never touches our servers.',
  },
  {
    title: 'International numbers',
    text: 'Numbers outside the US work too: enter yours with the country code (for example +44) when you sign up.',
  },
  {
    title: 'Questions?',
    text: (
      <>
        We&rsquo;re happy to help.{' '}
        <Link component={RouterLink} to={paths.contact}>
          Contact us
        </Link>{' '}
        and a real person will reply.
      </>
    ),
  },
];

export default function PricingPage() {
  usePageMeta(
    'Pricing',
    // The 7-day trial is the pricing page's own wording (the spec's); checkout gives PLAN.trialDays.
    `NagText ${PLAN.name}: ${PLAN_PRICE} per month, about 16 cents per day, for unlimited SMS reminders. 7-day free trial, no app needed, cancel any time.`,
  );
  return (
    <MarketingPage>
      <PageHeader
        eyebrow="Pricing"
        title="Simple, honest pricing"
        subtitle="One plan with everything included. Less than a coffee a month to finally get things done."
      />
      <Box component="section" aria-labelledby="plan-heading" sx={{ pb: { xs: 7, md: 11 }, px: 2 }}>
        <PlanCard />
      </Box>
      <PageSection labelledBy="good-to-know-heading" tinted>
        <SectionHeading id="good-to-know-heading" title="Good to know" />
        <Grid container spacing={{ xs: 2.5, md: 3 }}>
          {GOOD_TO_KNOW.map((item) => (
            <Grid key={item.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Box
                sx={{
                  height: '100%',
                  p: 3,
                  borderRadius: 4,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700, fontSize: '1.0625rem', mb: 1 }}>
                  {item.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', fontSize: '0.9375rem' }}>
                  {item.text}
                </Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
      </PageSection>
    </MarketingPage>
  );
}
