import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { InsightBar } from '../reminder-insights-words';

/**
 * How many texts it took, one horizontal bar each (the labels read across, so six fit at 360 px). Loaded on its
 * own (React.lazy): @mui/x-charts downloads when a history with figures opens, not with the dashboard. Its
 * wrapper (reminder-insights.tsx) is the one image assistive technology reads, with the chart in words.
 */
export default function InsightsChart({ bars, height }: { bars: InsightBar[]; height: number }) {
  const { palette } = useTheme();
  const labels = bars.map((bar) => bar.label);
  // Done on a text in the theme's success colour, ignored in its error colour (light and dark alike).
  const colors = labels.map((label) => (label === 'Ignored' ? palette.error.main : palette.success.main));
  return (
    <BarChart
      height={height}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: labels, width: 72, colorMap: { type: 'ordinal', values: labels, colors } }]}
      xAxis={[{ min: 0, tickMinStep: 1, ...(bars.some((bar) => bar.count > 0) ? {} : { max: 1 }) }]}
      series={[{ data: bars.map((bar) => bar.count), label: 'Occurrences' }]}
      hideLegend
      margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
    />
  );
}
