import { SimplePage } from '../../../components/simple-page';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function AdminDashboardPage() {
  usePageMeta('Admin Dashboard', 'The NagText admin area.');
  return <SimplePage title="Admin Dashboard" notice="The admin overview arrives with the next release." />;
}
