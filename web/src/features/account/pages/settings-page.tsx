import { useProfile } from '@/api/profile';
import { useSubscriptionStatus } from '@/api/subscription';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { PageLoader } from '@/components/page-loader';
import { usePageMeta } from '@/lib/use-page-meta';
import { AccountPageFrame } from '../components/account-page-frame';
import { AccountSecurityCard } from '../components/account-security-card';
import { BuddyCard } from '../components/buddy-card';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { CallsCard } from '../components/calls-card';
import { EmailCard } from '../components/email-card';
import { NagStyleCard } from '../components/nag-style-card';
import { NotificationPreferencesCard } from '../components/notification-preferences-card';
import { PeopleCard } from '../components/people-card';
import { SubscriptionCard } from '../components/subscription-card';
import { TravelCard } from '../components/travel-card';
import { YourDataCard } from '../components/your-data-card';
import { useFailureToast } from '../use-failure-toast';

export default function SettingsPage() {
  usePageMeta('Settings', 'Manage your account settings and preferences.');
  const profile = useProfile();
  const subscription = useSubscriptionStatus();
  useFailureToast(profile.error ?? subscription.error, 'Failed to load user settings');

  const body = () => {
    if (profile.isPending || subscription.isPending) return <PageLoader label="Loading your settings" />;
    if (!profile.data) {
      return (
        <LoadFailedNotice
          message="Failed to load user settings"
          onRetry={() => {
            void profile.refetch();
            if (subscription.isError) void subscription.refetch();
          }}
        />
      );
    }
    return (
      <>
        <SubscriptionCard
          subscription={subscription.data}
          profileStatus={profile.data.subscriptionStatus}
          timeZone={profile.data.timezone}
          loadFailed={subscription.isError}
          onRetry={() => void subscription.refetch()}
        />
        <NotificationPreferencesCard profile={profile.data} />
        <TravelCard profile={profile.data} />
        <NagStyleCard profile={profile.data} />
        <CallsCard profile={profile.data} />
        <BuddyCard profile={profile.data} />
        <PeopleCard profile={profile.data} />
        <EmailCard profile={profile.data} />
        <AccountSecurityCard isPhoneVerified={profile.data.isPhoneVerified} />
        <CalendarFeedCard timeZone={profile.data.timezone} />
        <YourDataCard phoneNumber={profile.data.phoneNumber} />
      </>
    );
  };

  return (
    <AccountPageFrame title="Settings" subtitle="Manage your account settings and preferences.">
      {body()}
    </AccountPageFrame>
  );
}
