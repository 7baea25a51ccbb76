import { useProfile } from '@/api/profile';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { PageLoader } from '@/components/page-loader';
import { usePageMeta } from '@/lib/use-page-meta';
import { AccountPageFrame } from '../components/account-page-frame';
import { ProfileInformationCard } from '../components/profile-information-card';
import { useFailureToast } from '../use-failure-toast';

export default function ProfilePage() {
  usePageMeta('My Info', 'View and edit your NagText profile: name, email and phone number.');
  const profile = useProfile();
  useFailureToast(profile.error, 'Failed to load user data');

  return (
    <AccountPageFrame title="My Info">
      {profile.data ? (
        <ProfileInformationCard profile={profile.data} />
      ) : profile.isError ? (
        <LoadFailedNotice message="Failed to load user data" onRetry={() => void profile.refetch()} />
      ) : (
        <PageLoader label="Loading your profile" />
      )}
    </AccountPageFrame>
  );
}
