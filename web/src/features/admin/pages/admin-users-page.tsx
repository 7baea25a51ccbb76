import { SimplePage } from '../../../components/simple-page';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function AdminUsersPage() {
  usePageMeta('User Management', 'NagText users.');
  return <SimplePage title="User Management" notice="Searching and managing users arrives with the next release." />;
}
