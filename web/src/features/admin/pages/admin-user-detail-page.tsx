import { SimplePage } from '../../../components/simple-page';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function AdminUserDetailPage() {
  usePageMeta('User Details', 'A NagText user’s details.');
  return <SimplePage title="User Details" notice="This user’s details, with their notifications, reminders and messages, arrive with the next release." />;
}
