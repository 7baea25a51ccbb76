import { SimplePage } from '../../../components/simple-page';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function AdminUserMessagesPage() {
  usePageMeta('Messages', 'A NagText user’s messages.');
  return <SimplePage title="Messages" notice="This user’s text messages, sent and received, arrive with the next release." />;
}
