import { usePageMeta } from '@/lib/use-page-meta';
import { UserFrame } from '../components/user-frame';
import { UserPeopleList } from '../components/user-people-list';
import { useUserIdParam } from '../use-user-id-param';

export default function AdminUserPeoplePage() {
  usePageMeta('People', 'The people who joined a NagText user’s reminders.');
  const userId = useUserIdParam();
  return (
    <UserFrame userId={userId} tab="people">
      <UserPeopleList userId={userId} />
    </UserFrame>
  );
}
