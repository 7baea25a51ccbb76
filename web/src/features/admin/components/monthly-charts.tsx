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

/** Monthly Revenue (USD) and Monthly Activity (New Users, New Subscriptions, Messages Sent, Calls), last 12 months. */
export function MonthlyCharts({ months }: { months: AdminStats['monthlyStats'] }) {
  const labels = months.map((m) => formatMonth(m.month));
  // An axis over nothing but zeros would put zero mid-height: give it a top so the baseline stays at the bottom.
  const revenueTop = months.some((m) => m.revenue > 0) ? {} : { max: 1 };
  const activityTop = months.some((m) => m.newUsers || m.newSubscriptions || m.messagesSent || m.callsPlaced) ? {} : { max: 1 };
  return (
    <>
      <ChartCard title="Monthly Revenue" description="Revenue per month in US dollars, last 12 months.">
        {(labelId) => (
          <BarChart
            aria-labelledby={labelId}
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'band', data: labels }]}
            // Whole steps from zero, so an empty year reads $0 rather than a squeezed fraction.
            yAxis={[{ min: 0, ...revenueTop, tickMinStep: 1, width: 72, valueFormatter: (v: number) => wholeDollars.format(v) }]}
            series={[{ data: months.map((m) => m.revenue), label: 'Revenue', valueFormatter: (v) => formatUsd(v ?? 0) }]}
            margin={{ left: 16, right: 16 }}
          />
        )}
      </ChartCard>
      <ChartCard title="Monthly Activity" description="New users, new subscriptions, messages sent and calls placed per month, last 12 months.">
        {(labelId) => (
          <BarChart
            aria-labelledby={labelId}
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={[{ min: 0, ...activityTop, tickMinStep: 1, width: 56, valueFormatter: count }]}
            series={[
              { data: months.map((m) => m.newUsers), label: 'New Users' },
              { data: months.map((m) => m.newSubscriptions), label: 'New Subscriptions' },
              { data: months.map((m) => m.messagesSent), label: 'Messages Sent' },
              { data: months.map((m) => m.callsPlaced), label: 'Calls' },
            ]}
            margin={{ left: 16, right: 16 }}
          />
        )}
      </ChartCard>
    </>
  );
}
