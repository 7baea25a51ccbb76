import { usePageMeta } from '../../../lib/use-page-meta';
import { UserFrame } from '../components/user-frame';
import { UserTasksList } from '../components/user-tasks-list';
import { useUserIdParam } from '../use-user-id-param';

export default function AdminUserTasksPage() {
  usePageMeta('Tasks', 'A NagText user’s tasks.');
  const userId = useUserIdParam();
  return (
    <UserFrame userId={userId} tab="tasks">
      <UserTasksList userId={userId} />
    </UserFrame>
  );
}
