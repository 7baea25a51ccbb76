import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, type ReactNode } from 'react';
import type { AdminStats } from '../../../../../shared/contracts';
import { formatMonth } from '../format-month';
import { formatUsd } from '../format-usd';

/** Spec section 9: charts are 300 px high. */
export const CHART_HEIGHT = 300;

function ChartCard({ title, description, children }: { title: string; description: string; children: (labelId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {description}
      </Typography>
      {children(headingId)}
    </Paper>
  );
}

/** Monthly Revenue (USD) and Monthly Activity (New Users, New Subscriptions, Messages Sent), last 12 months. */
export function MonthlyCharts({ months }: { months: AdminStats['monthlyStats'] }) {
  const labels = months.map((m) => formatMonth(m.month));
  return (
    <>
      <ChartCard title="Monthly Revenue" description="Revenue per month in US dollars, last 12 months.">
        {(labelId) => (
          <BarChart
            aria-labelledby={labelId}
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={[{ valueFormatter: (v: number) => formatUsd(v) }]}
            series={[{ data: months.map((m) => m.revenue), label: 'Revenue', valueFormatter: (v) => formatUsd(v ?? 0) }]}
            margin={{ left: 16, right: 16 }}
          />
        )}
      </ChartCard>
      <ChartCard title="Monthly Activity" description="New users, new subscriptions and messages sent per month, last 12 months.">
        {(labelId) => (
          <BarChart
            aria-labelledby={labelId}
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'band', data: labels }]}
            series={[
              { data: months.map((m) => m.newUsers), label: 'New Users' },
              { data: months.map((m) => m.newSubscriptions), label: 'New Subscriptions' },
              { data: months.map((m) => m.messagesSent), label: 'Messages Sent' },
            ]}
            margin={{ left: 16, right: 16 }}
          />
        )}
      </ChartCard>
    </>
  );
}
