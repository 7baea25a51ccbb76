import { SimplePage } from '../../../components/simple-page';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function AdminDatabasePage() {
  usePageMeta('Database', 'Read-only queries on NagText data.');
  return <SimplePage title="Database" notice="The read-only query console arrives with the next release." />;
}
