import { usePageMeta } from '@/lib/use-page-meta';
import { UserFrame } from '../components/user-frame';
import { UserMessagesList } from '../components/user-messages-list';
import { useUserIdParam } from '../use-user-id-param';

export default function AdminUserMessagesPage() {
  usePageMeta('Messages', 'A NagText user’s text messages.');
  const userId = useUserIdParam();
  return (
    <UserFrame userId={userId} tab="messages">
      <UserMessagesList userId={userId} />
    </UserFrame>
  );
}
