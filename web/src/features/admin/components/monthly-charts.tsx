import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, type ReactNode } from 'react';
import type { AdminStats } from '@shared/contracts';
import { formatMonth } from '../format-month';
import { formatUsd } from '../format-usd';

/** Charts are 300 px high. */
export const CHART_HEIGHT = 300;

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = (v: number) => v.toLocaleString('en-US');

function ChartCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (labelId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 3 }, minWidth: 0 }}
    >
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

/** Monthly Revenue (USD) and Monthly Activity (New Users, New Subscriptions, Messages Sent on its own scale, Calls), last 12 months. */
export function MonthlyCharts({ months }: { months: AdminStats['monthlyStats'] }) {
  const labels = months.map((m) => formatMonth(m.month));
  // An axis over nothing but zeros would put zero mid-height: give it a top so the baseline stays at the bottom.
  const revenueTop = months.some((m) => m.revenue > 0) ? {} : { max: 1 };
  const peopleTop = months.some((m) => m.newUsers || m.newSubscriptions || m.callsPlaced) ? {} : { max: 1 };
  const messagesTop = months.some((m) => m.messagesSent) ? {} : { max: 1 };
  return (
    <>
      <ChartCard title="Monthly Revenue" description="Revenue per month in US dollars, last 12 months.">
        {(labelId) => (
          <BarChart
            aria-labelledby={labelId}
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'band', data: labels }]}
            // Whole steps from zero, so an empty year reads $0 rather than a squeezed fraction.
            yAxis={[
              {
                min: 0,
                ...revenueTop,
                tickMinStep: 1,
                width: 72,
                valueFormatter: (v: number) => wholeDollars.format(v),
              },
            ]}
            series={[
              { data: months.map((m) => m.revenue), label: 'Revenue', valueFormatter: (v) => formatUsd(v ?? 0) },
            ]}
            margin={{ left: 16, right: 16 }}
          />
        )}
      </ChartCard>
      <ChartCard
        title="Monthly Activity"
        description="New users, new subscriptions and calls placed per month (left scale); messages sent on a scale of their own (right), so thousands of texts do not flatten the rest. Last 12 months."
      >
        {(labelId) => (
          <BarChart
            aria-labelledby={labelId}
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={[
              { id: 'people', min: 0, ...peopleTop, tickMinStep: 1, width: 48, valueFormatter: count },
              {
                id: 'messages',
                position: 'right',
                min: 0,
                ...messagesTop,
                tickMinStep: 1,
                width: 56,
                valueFormatter: count,
              },
            ]}
            series={[
              { data: months.map((m) => m.newUsers), label: 'New Users', yAxisId: 'people' },
              { data: months.map((m) => m.newSubscriptions), label: 'New Subscriptions', yAxisId: 'people' },
              { data: months.map((m) => m.messagesSent), label: 'Messages Sent (right scale)', yAxisId: 'messages' },
              { data: months.map((m) => m.callsPlaced), label: 'Calls', yAxisId: 'people' },
            ]}
            margin={{ left: 16, right: 16 }}
          />
        )}
      </ChartCard>
    </>
  );
}
