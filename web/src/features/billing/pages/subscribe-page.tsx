import { SimplePage } from '../../../components/simple-page';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function SubscribePage() {
  usePageMeta('Subscribe', 'Subscribe to NagText Basic.');
  return <SimplePage title="Subscribe" notice="Online checkout for the Basic plan ($4.99 per month, 14-day free trial) arrives with the next release." />;
}
