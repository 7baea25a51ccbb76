import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';
import { PLAN, PLAN_PRICE } from '@shared/plan';
import { paths } from '@/config/paths';
import { ACCOUNT_DELETED_NOTICE } from '@/lib/account-deleted';
import { useAccountDeletedNotice } from '@/lib/use-account-deleted-notice';
import { usePageMeta } from '@/lib/use-page-meta';
import { CallToAction, ctaSolidButtonSx } from '../components/call-to-action';
import { FaqList } from '../components/faq-list';
import { LandingHero } from '../components/landing-hero';
import { MarketingPage } from '../components/marketing-page';
import { PageSection } from '../components/page-section';
import { SectionHeading } from '../components/section-heading';
import { ThreeSteps } from '../components/three-steps';
import { WhyItWorks } from '../components/why-it-works';
import { FAQS } from '../content/faqs';

const LANDING_FAQS = [FAQS.app, FAQS.nagging, FAQS.snooze, FAQS.quietHours, FAQS.price, FAQS.international, FAQS.stop];

export default function LandingPage() {
  usePageMeta(
    'SMS reminders that nag until it’s done',
    `NagText texts you about the things you keep putting off, and keeps texting until you reply DONE. No app needed. ${PLAN_PRICE} per month after a ${PLAN.trialDays}-day free trial.`,
  );
  // Just deleted their account here: said once, until dismissed (a reload does not repeat it).
  const { accountDeleted, dismiss } = useAccountDeletedNotice();
  return (
    <MarketingPage>
      {accountDeleted && (
        <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 } }}>
          <Alert severity="info" variant="outlined" onClose={dismiss}>
            {ACCOUNT_DELETED_NOTICE}
          </Alert>
        </Container>
      )}
      <LandingHero />
      <WhyItWorks />
      <PageSection labelledBy="steps-heading">
        <SectionHeading
          id="steps-heading"
          eyebrow="How it works"
          title="Three steps to done"
          subtitle="Set it up in a minute. From then on, your phone does the remembering."
        />
        <ThreeSteps />
      </PageSection>
      <PageSection labelledBy="faq-heading" tinted maxWidth="md">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
        <FaqList faqs={LANDING_FAQS} />
      </PageSection>
      <CallToAction
        title="Stop forgetting. Start finishing."
        text={`Try NagText free for ${PLAN.trialDays} days. Unlimited reminders, no app needed, cancel any time.`}
        actions={
          <Button
            component={RouterLink}
            to={paths.signup}
            size="large"
            variant="contained"
            disableElevation
            sx={ctaSolidButtonSx}
          >
            Get Started Now
          </Button>
        }
      />
    </MarketingPage>
  );
}
