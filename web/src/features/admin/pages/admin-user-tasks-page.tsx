import { SimplePage } from '../../../components/simple-page';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function AdminUserTasksPage() {
  usePageMeta('Tasks', 'A NagText user’s tasks.');
  return <SimplePage title="Tasks" notice="This user’s reminders arrive with the next release." />;
}
