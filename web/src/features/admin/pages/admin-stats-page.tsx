import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { adminErrorText } from '../admin-error-text';
import { useAdminStats } from '../api/get-stats';
import { AdminPageHeading } from '../components/admin-page-heading';
import { ErrorText } from '../components/error-text';
import { LoadingRow } from '../components/loading-row';
import { EffectivenessSection } from '../components/effectiveness-section';
import { MonthlyCharts } from '../components/monthly-charts';
import { StatsCards } from '../components/stats-cards';

export default function AdminStatsPage() {
  usePageMeta('Statistics', 'NagText users, subscriptions, messages and revenue.');
  const stats = useAdminStats();
  // The server's month (the stats' last): the effectiveness months are chosen up to it.
  const thisMonth = stats.data?.monthlyStats.at(-1)?.month;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <AdminPageHeading
        title="Statistics"
        subtitle="Counted as things happen: sign-ups, subscriptions, texts sent and payments."
        actions={
          <Button href={paths.admin.dashboard} startIcon={<ArrowBackIcon />} variant="outlined">
            Back to Dashboard
          </Button>
        }
      />
      {stats.isPending && <LoadingRow text="Loading stats..." />}
      {stats.isError && <ErrorText text={adminErrorText(stats.error, 'Failed to fetch stats')} />}
      {stats.data && (
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
          <StatsCards stats={stats.data} />
          <MonthlyCharts months={stats.data.monthlyStats} />
          {thisMonth && <EffectivenessSection thisMonth={thisMonth} />}
        </Box>
      )}
    </Container>
  );
}
