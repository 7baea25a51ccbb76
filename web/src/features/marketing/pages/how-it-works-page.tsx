import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PLAN, PLAN_PRICE } from '@shared/plan';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { CallToAction, ctaOutlinedButtonSx, ctaSolidButtonSx } from '../components/call-to-action';
import { FaqList } from '../components/faq-list';
import { KeyFeatures } from '../components/key-features';
import { MarketingPage } from '../components/marketing-page';
import { PageHeader } from '../components/page-header';
import { PageSection } from '../components/page-section';
import { ReplyKeywords } from '../components/reply-keywords';
import { SectionHeading } from '../components/section-heading';
import { ServiceFigure } from '../components/service-figure';
import { SmsConversationMockup } from '../components/sms-conversation-mockup';
import { ThreeSteps } from '../components/three-steps';
import { FAQS } from '../content/faqs';

const HOW_IT_WORKS_FAQS = Object.values(FAQS);

export default function HowItWorksPage() {
  usePageMeta(
    'How It Works',
    `Set a reminder, get a text, reply DONE. See how NagText’s SMS reminders grow firmer until the job is done, with snooze, quiet hours and recurring tasks. ${PLAN.trialDays}-day free trial.`,
  );
  return (
    <MarketingPage>
      <PageHeader
        eyebrow="How it works"
        title="How NagText Works"
        subtitle={`Set a reminder in a minute. We text you, and keep texting, until you reply DONE. Try it free for ${PLAN.trialDays} days.`}
      />
      <PageSection labelledBy="steps-heading">
        <SectionHeading
          id="steps-heading"
          title="Three simple steps"
          subtitle="No app to install and nothing new to learn. If you can send a text, you can use NagText."
        />
        <ThreeSteps />
      </PageSection>
      <PageSection labelledBy="replies-heading" tinted>
        <Grid container spacing={{ xs: 6, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <SectionHeading
              id="replies-heading"
              align="left"
              eyebrow="The nag ladder"
              title="Friendly first. Then firmer."
              subtitle="The first text is a gentle nudge at the time you chose. Leave it, and the next ones come sooner and sound more insistent, up to a daily limit. One word from you settles it."
            />
            <ReplyKeywords />
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 3 }}>
              Every reply gets a short confirmation, like &ldquo;Snoozed &lsquo;Call the dentist&rsquo; until 9:30
              AM.&rdquo; Msg &amp; data rates may apply.
            </Typography>
            <ServiceFigure />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <SmsConversationMockup />
          </Grid>
        </Grid>
      </PageSection>
      <PageSection labelledBy="features-heading">
        <SectionHeading id="features-heading" eyebrow="Key features" title="Everything you need to follow through" />
        <KeyFeatures />
      </PageSection>
      <PageSection labelledBy="faq-heading" tinted maxWidth="md">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
        <FaqList faqs={HOW_IT_WORKS_FAQS} />
      </PageSection>
      <CallToAction
        title="Ready to get it done?"
        text={`Start your ${PLAN.trialDays}-day free trial today. ${PLAN_PRICE} per month after that, and you can cancel any time.`}
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.signup}
              size="large"
              variant="contained"
              disableElevation
              sx={ctaSolidButtonSx}
            >
              Start My Free Trial
            </Button>
            <Button component={RouterLink} to={paths.pricing} size="large" variant="outlined" sx={ctaOutlinedButtonSx}>
              View Pricing
            </Button>
          </>
        }
      />
    </MarketingPage>
  );
}
