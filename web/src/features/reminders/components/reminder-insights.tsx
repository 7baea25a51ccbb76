import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import type { TaskInsights } from '@shared/contracts';
import { chartInWords, insightBars, insightLines } from '../reminder-insights-words';

const InsightsChart = lazy(() => import('./insights-chart'));

/** Six bars of about 28 px with the axis: tall enough to read, short enough to sit above the list at 360 px. */
const CHART_HEIGHT = 220;
/** Read by screen readers, not shown: the chart in words. */
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Above a reminder's history: what works, in words, and one chart of how many texts it took (from 5 occurrences). */
export function ReminderInsights({ insights }: { insights: TaskInsights }) {
  const headingId = useId();
  const chartTitleId = useId();
  const chartWordsId = useId();
  const { heading, lines } = insightLines(insights);
  const bars = insights.figures ? insightBars(insights.figures) : undefined;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 1.5, minWidth: 0, bgcolor: 'transparent' }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
      {bars && (
        <Box component="figure" sx={{ m: 0, mt: 1.5, minWidth: 0 }}>
          <Typography id={chartTitleId} component="figcaption" variant="body2" color="text.secondary">
            Which text it was done on
          </Typography>
          <Box id={chartWordsId} sx={HIDDEN}>
            {chartInWords(bars)}
          </Box>
          {/* One image for assistive technology, named by the caption and described by the chart in words. */}
          <Box role="img" aria-labelledby={chartTitleId} aria-describedby={chartWordsId}>
            <Suspense fallback={<Box aria-busy="true" sx={{ height: CHART_HEIGHT }} />}>
              <InsightsChart bars={bars} height={CHART_HEIGHT} />
            </Suspense>
          </Box>
        </Box>
      )}
    </Paper>
  );
}
