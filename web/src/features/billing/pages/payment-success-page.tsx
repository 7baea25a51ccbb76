import { SimplePage } from '../../../components/simple-page';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function PaymentSuccessPage() {
  usePageMeta('Payment', 'Your NagText payment result.');
  return <SimplePage title="Payment" notice="Payment confirmation arrives with the next release, together with online checkout." />;
}
