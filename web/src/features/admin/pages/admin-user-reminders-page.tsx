import { usePageMeta } from '@/lib/use-page-meta';
import { UserFrame } from '../components/user-frame';
import { UserRemindersList } from '../components/user-reminders-list';
import { useUserIdParam } from '../use-user-id-param';

export default function AdminUserRemindersPage() {
  usePageMeta('Tasks', 'A NagText user’s tasks.');
  const userId = useUserIdParam();
  return (
    <UserFrame userId={userId} tab="tasks">
      <UserRemindersList userId={userId} />
    </UserFrame>
  );
}
