import { usePageMeta } from '@/lib/use-page-meta';
import { UserFrame } from '../components/user-frame';
import { UserNotificationsList } from '../components/user-notifications-list';
import { useUserIdParam } from '../use-user-id-param';

/** /admin/users/{userId}/notifications (and /admin/users/{userId}, where Notifications is the default tab). */
export default function AdminUserNotificationsPage() {
  usePageMeta('Notifications', 'A NagText user’s notifications.');
  const userId = useUserIdParam();
  return (
    <UserFrame userId={userId} tab="notifications">
      <UserNotificationsList userId={userId} />
    </UserFrame>
  );
}
