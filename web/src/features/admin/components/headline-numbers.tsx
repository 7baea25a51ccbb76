import { adminErrorText } from '../admin-error-text';
import { useAdminStats } from '../api/get-stats';
import { ErrorText } from './error-text';
import { LoadingRow } from './loading-row';
import { StatsCards } from './stats-cards';

/** The dashboard's headline numbers (the Stats page's cards, without the charts). */
export function HeadlineNumbers() {
  const stats = useAdminStats();
  if (stats.isPending) return <LoadingRow text="Loading stats..." />;
  if (stats.isError) return <ErrorText text={adminErrorText(stats.error, 'Failed to fetch stats')} />;
  return <StatsCards stats={stats.data} />;
}
