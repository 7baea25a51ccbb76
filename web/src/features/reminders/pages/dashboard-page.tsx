import { SimplePage } from '../../../components/simple-page';
import { usePageMeta } from '../../../lib/use-page-meta';

export default function DashboardPage() {
  usePageMeta('My Reminders', 'Your NagText reminders.');
  return <SimplePage title="My Reminders" notice="Your account is set up and your phone number is verified. Reminders arrive with the next release: you will add, edit and complete them here." />;
}
