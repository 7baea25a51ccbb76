import { SimplePage } from '../../../components/simple-page';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function AdminUserProfilePage() {
  usePageMeta('User Profile', 'A NagText user’s profile.');
  return <SimplePage title="User Profile" notice="This user’s personal, account and SMS preference details, with editing and deletion, arrive with the next release." />;
}
