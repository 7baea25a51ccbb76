import { SimplePage } from '../../../components/simple-page';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function AdminUserNotificationsPage() {
  usePageMeta('Notifications', 'A NagText user’s notifications.');
  return <SimplePage title="Notifications" notice="This user’s notifications (every reminder text) arrive with the next release." />;
}
