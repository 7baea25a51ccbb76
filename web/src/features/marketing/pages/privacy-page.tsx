import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { MarketingPage } from '../components/marketing-page';
import { SUPPORT_EMAIL } from '../content/support-email';

const SECTIONS: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to send you reminders and run your subscription:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your first and last name, email address, mobile phone number and time
            zone.
          </li>
          <li>
            <strong>Your reminders:</strong> the task text, date, time and repeat frequency you enter, and whether each
            one is pending, snoozed or done.
          </li>
          <li>
            <strong>Text messages:</strong> the reminders we send you, the replies you send us (such as DONE or SNOOZE)
            and their delivery status.
          </li>
          <li>
            <strong>SMS preferences:</strong> whether you agreed to transactional and to marketing text messages, and
            when.
          </li>
          <li>
            <strong>Subscription details:</strong> your plan, subscription status and billing dates. Card details are
            collected and stored by our card payment provider; we never see or store your full card number.
          </li>
          <li>
            <strong>Technical information:</strong> your browser keeps your sign-in token and your dark mode preference
            in local storage; our servers keep short operational logs in which phone numbers are masked.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-your-information',
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>send your reminders at the times you choose, in your time zone, and act on your replies;</li>
          <li>verify your phone number with one-time codes and keep your account secure;</li>
          <li>manage your free trial and subscription, and send important account messages;</li>
          <li>answer your questions and provide support;</li>
          <li>keep the service reliable, prevent abuse and meet our legal obligations;</li>
          <li>send promotional messages, only if you have opted in to marketing texts.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'information-sharing',
    title: 'Information Sharing',
    body: (
      <>
        <p>
          We do not sell or rent your personal information. We share it only with service providers who help us run
          NagText, and only as much as they need: our SMS delivery provider and the mobile carriers (to deliver texts),
          our card payment provider (to bill your subscription) and our cloud hosting provider (to store data and run
          the service).
        </p>
        <p>
          No mobile information will be shared with third parties or affiliates for their marketing or promotional
          purposes. Your SMS opt-in data and consent are never shared with anyone.
        </p>
        <p>We may also disclose information when the law requires it or to protect the safety of our users.</p>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <p>
        Your data is encrypted in transit and at rest. Verification codes and passwords are stored only as one-way
        hashes, access to personal data is limited to the staff who need it, and phone numbers are masked in our logs.
        No system is perfectly secure, but we work hard to protect your information and will tell you promptly if a
        breach affects you.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your Choices',
    body: (
      <>
        <ul>
          <li>
            <strong>Marketing texts:</strong> you can opt out of marketing messages at any time by replying STOP, or by
            turning off Marketing SMS in your account settings.
          </li>
          <li>
            <strong>All texts:</strong> replying STOP to any NagText message stops all texts, including reminders. Reply
            START to turn them back on, or HELP for help. Msg &amp; data rates may apply.
          </li>
          <li>
            <strong>Your details:</strong> you can view and correct your name, email and phone number on the My Info
            page.
          </li>
          <li>
            <strong>A copy of your data:</strong> Download my data, in{' '}
            <Link component={RouterLink} to={paths.settings}>
              Settings
            </Link>
            , gives you a copy of everything we keep about you: your profile, subscription, reminders and their history,
            and your text messages.
          </li>
          <li>
            <strong>Deleting your account:</strong> go to Settings &gt; Delete my account. To make sure it is you, we
            text a code to your phone number; once you enter it, your account, your reminders and their history, and the
            texts we sent you and you sent us are deleted at once. Your subscription is cancelled at the same moment,
            with no further charge. We send one last text to say goodbye, unless you have opted out of texts. Want to
            keep a copy? Use Download my data first.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'childrens-privacy',
    title: 'Children’s Privacy',
    body: (
      <p>
        NagText is not intended for children under 13, and we do not knowingly collect personal information from
        children under 13. If you believe a child under 13 has given us personal information, please contact us and we
        will delete it.
      </p>
    ),
  },
  {
    id: 'changes-to-this-policy',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this Privacy Policy from time to time. When we do, we will change the &ldquo;Last updated&rdquo;
        date at the top of this page, and if the changes are significant we will let you know by email or text message
        before they take effect.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <p>
        Questions about this policy or your data? Email us at{' '}
        <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link> or use our{' '}
        <Link component={RouterLink} to={paths.contact}>
          contact form
        </Link>
        .
      </p>
    ),
  },
];

export default function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'How NagText collects, uses and protects your information, how to opt out of texts by replying STOP, and how to contact us.',
  );
  return (
    <MarketingPage>
      <LegalDocument
        title="Privacy Policy"
        intro={
          <p>
            NagText (&ldquo;we&rdquo;, &ldquo;us&rdquo;) sends SMS reminders that repeat until you reply DONE. This
            policy explains what information we collect when you use our website and text message service, how we use
            it, and the choices you have.
          </p>
        }
        sections={SECTIONS}
      />
    </MarketingPage>
  );
}
