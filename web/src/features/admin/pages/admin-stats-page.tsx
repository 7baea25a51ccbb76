import { SimplePage } from '../../../components/simple-page';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function AdminStatsPage() {
  usePageMeta('Statistics', 'NagText users, subscriptions, messages and revenue.');
  return <SimplePage title="Statistics" notice="User, subscription, message and revenue statistics arrive with the next release." />;
}
