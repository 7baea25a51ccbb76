import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { PLAN_PRICE } from '@shared/plan';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { MarketingPage } from '../components/marketing-page';
import { BASIC_PLAN } from '../content/basic-plan';
import { SUPPORT_EMAIL } from '../content/support-email';

const SECTIONS: LegalSection[] = [
  {
    id: 'the-service',
    title: 'The Service',
    body: (
      <p>
        NagText lets you schedule reminders on our website and receive them as text messages (SMS). A reminder repeats,
        growing more persistent, until you reply DONE, snooze it or the daily limit for that reminder is reached. You
        need a mobile phone that can receive text messages. International numbers are supported if you enter the country
        code when you sign up.
      </p>
    ),
  },
  {
    id: 'your-account',
    title: 'Your Account',
    body: (
      <ul>
        <li>
          You must be at least 13 years old to use NagText, and have your parent&rsquo;s or guardian&rsquo;s permission
          if you are under the age of majority where you live.
        </li>
        <li>
          Give us accurate details and keep your phone number up to date. You must own, or be authorized to use, the
          phone number you register.
        </li>
        <li>You are responsible for activity on your account and for keeping access to your phone secure.</li>
      </ul>
    ),
  },
  {
    id: 'sms-terms',
    title: 'Text Messages (SMS Terms)',
    body: (
      <>
        <p>
          By creating reminders and opting in to transactional messages, you agree to receive recurring automated text
          messages from NagText at the number you registered: your reminders, their repeats, confirmations of your
          replies, and account messages such as verification codes. Marketing messages are sent only if you opt in
          separately; agreeing to them is not a condition of any purchase.
        </p>
        <ul>
          <li>
            <strong>Message frequency:</strong> message frequency varies with the reminders you set. A single reminder
            can send several messages until you reply DONE.
          </li>
          <li>
            <strong>Msg &amp; data rates may apply.</strong> Your mobile carrier&rsquo;s standard messaging and data
            rates apply.
          </li>
          <li>
            <strong>HELP:</strong> reply HELP to any message for help, or email{' '}
            <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>.
          </li>
          <li>
            <strong>STOP:</strong> reply STOP to any message to stop receiving texts from us at any time. We will send
            one message confirming you are unsubscribed. Reply START to opt back in.
          </li>
        </ul>
        <p>Carriers are not liable for delayed or undelivered messages.</p>
      </>
    ),
  },
  {
    id: 'free-trial',
    title: 'Free Trial',
    body: (
      <p>
        New subscribers can try NagText free for the trial period shown on the offer they sign up for. You can cancel at
        any time during the trial and you will not be charged. If you keep your subscription past the end of the trial,
        the monthly fee below applies from that date.
      </p>
    ),
  },
  {
    id: 'subscription-and-billing',
    title: 'Subscription and Billing',
    body: (
      <ul>
        <li>
          The {BASIC_PLAN.name} plan costs {BASIC_PLAN.price} USD per month (about 16 cents per day) and includes
          unlimited reminders.
        </li>
        <li>
          Your subscription renews automatically each month and is billed in advance to your card through our card
          payment provider.
        </li>
        <li>We will tell you at least 30 days before any price change takes effect.</li>
        <li>If a payment fails, we may pause your reminders until your payment details are updated.</li>
      </ul>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation',
    body: (
      <p>
        You can cancel at any time from Settings using Manage Subscription. Cancellation takes effect at the end of the
        billing month you have already paid for, and your reminders keep working until then. We do not give refunds for
        partial months, except where the law requires it.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    body: (
      <>
        <p>NagText is for personal reminders. You agree not to:</p>
        <ul>
          <li>register a phone number that isn&rsquo;t yours, or use NagText to send messages to other people;</li>
          <li>put unlawful, threatening, harassing or abusive content in your reminders;</li>
          <li>use NagText to send spam or commercial messages;</li>
          <li>
            try to access other people&rsquo;s accounts, probe or disrupt our systems, or get around usage limits;
          </li>
          <li>
            rely on NagText for emergencies or for medical or safety alerts where a missed or late text could cause
            harm.
          </li>
        </ul>
        <p>We may suspend or close accounts that break these rules.</p>
      </>
    ),
  },
  {
    id: 'disclaimers-and-liability',
    title: 'Disclaimers and Limitation of Liability',
    body: (
      <p>
        Text message delivery depends on mobile carriers and can be delayed or fail. NagText is provided &ldquo;as
        is&rdquo;, without warranties of any kind, to the fullest extent the law allows. Our total liability for any
        claim relating to the service is limited to the amount you paid us in the 12 months before the claim.
      </p>
    ),
  },
  {
    id: 'changes-to-these-terms',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these terms. We will change the &ldquo;Last updated&rdquo; date above and, for significant
        changes, tell you by email or text message before they take effect. If you keep using NagText after that, the
        new terms apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Email <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>, use our{' '}
        <Link component={RouterLink} to={paths.contact}>
          contact form
        </Link>
        , or reply HELP to any NagText message. See also our{' '}
        <Link component={RouterLink} to={paths.privacy}>
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
];

export default function TermsPage() {
  usePageMeta(
    'Terms of Service',
    `The terms for the NagText SMS reminder subscription: free trial, ${PLAN_PRICE} monthly billing, cancellation any time, message frequency, HELP and STOP, and acceptable use.`,
  );
  return (
    <MarketingPage>
      <LegalDocument
        title="Terms of Service"
        intro={
          <p>
            These terms are an agreement between you and NagText for the use of our website and our SMS reminder
            service. By creating an account or subscribing, you agree to them. Please also read our{' '}
            <Link component={RouterLink} to={paths.privacy}>
              Privacy Policy
            </Link>
            .
          </p>
        }
        sections={SECTIONS}
      />
    </MarketingPage>
  );
}
