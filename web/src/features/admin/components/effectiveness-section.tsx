import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, useState } from 'react';
import { EFFECTIVENESS_MAX_MONTHS, type AdminEffectiveness } from '@shared/contracts';
import { adminErrorText } from '../admin-error-text';
import { useAdminEffectiveness } from '../api/get-effectiveness';
import { formatMedian, formatShare, monthsBack, sharePercent, styleLabel } from '../effectiveness-format';
import { formatMonth } from '../format-month';
import { ErrorText } from './error-text';
import { LoadingRow } from './loading-row';
import { CHART_HEIGHT } from './monthly-charts';

const percentAxis = { min: 0, max: 100, width: 44, valueFormatter: (v: number) => `${v}%` };
const percentValue = (v: number | null) => (v === null ? 'No data' : `${v}%`);

function Figures({ data }: { data: AdminEffectiveness }) {
  const { overall } = data;
  const figures = [
    { label: 'Done before the 2nd text', value: formatShare(overall.doneBeforeSecondText) },
    { label: 'Median time to DONE', value: formatMedian(overall.medianMinutesToDone, overall.medianAtLeast) },
    { label: 'Ignored to the end', value: formatShare(overall.ignoredToTheEnd) },
    { label: 'Occurrences ended', value: overall.ended.toLocaleString('en-US') },
  ];
  return (
    <Box
      component="ul"
      aria-label="Effectiveness figures"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      {figures.map(({ label, value }) => (
        <Paper component="li" key={label} variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}>
          <Typography variant="body2" component="h3" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography sx={{ mt: 1, fontSize: { xs: '1.3rem', sm: '1.75rem' }, fontWeight: 700 }}>{value}</Typography>
        </Paper>
      ))}
    </Box>
  );
}

function ByStyle({ data }: { data: AdminEffectiveness }) {
  const chartId = useId();
  const stepsId = useId();
  const labels = data.byStyle.map((s) => styleLabel(s.nagStyle));
  const steps = data.overall.doneAtStep.map((_, step, all) => (step === all.length - 1 ? `${step}+` : String(step)));
  return (
    <>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={chartId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          By nag style
        </Typography>
        <BarChart
          aria-labelledby={chartId}
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[percentAxis]}
          series={[
            {
              data: data.byStyle.map((s) => sharePercent(s.doneBeforeSecondText)),
              label: 'Done before the 2nd text',
              valueFormatter: percentValue,
            },
            {
              data: data.byStyle.map((s) => sharePercent(s.ignoredToTheEnd)),
              label: 'Ignored to the end',
              valueFormatter: percentValue,
            },
          ]}
          margin={{ left: 8, right: 8 }}
        />
        <Table size="small" aria-label="By nag style">
          <TableHead>
            <TableRow>
              <TableCell component="th">Style</TableCell>
              <TableCell align="right">Ended</TableCell>
              <TableCell align="right">Median to DONE</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.byStyle.map((s) => (
              <TableRow key={s.nagStyle}>
                <TableCell component="th" scope="row">
                  {styleLabel(s.nagStyle)}
                </TableCell>
                <TableCell align="right">{s.ended.toLocaleString('en-US')}</TableCell>
                <TableCell align="right">{formatMedian(s.medianMinutesToDone, s.medianAtLeast)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={stepsId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          By ladder step
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Of each style&rsquo;s occurrences, the share done after 0, 1, 2 &hellip; texts.
        </Typography>
        <BarChart
          aria-labelledby={stepsId}
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: steps, label: 'Texts sent before DONE' }]}
          yAxis={[percentAxis]}
          series={data.byStyle.map((s) => ({
            data: s.doneAtStep.map((n) => (s.ended ? Math.round((n / s.ended) * 1000) / 10 : null)),
            label: styleLabel(s.nagStyle),
            valueFormatter: percentValue,
          }))}
          margin={{ left: 8, right: 8 }}
        />
      </Box>
    </>
  );
}

/**
 * What works across the service over the chosen months (UTC), from the counters kept as occurrences end: done
 * before the second text, the median time to DONE, ignored to the end, by nag style and by ladder step.
 * `thisMonth` is the server's (the stats' last month), so the choices follow the app clock.
 */
export function EffectivenessSection({ thisMonth }: { thisMonth: string }) {
  const headingId = useId();
  const choices = monthsBack(thisMonth, EFFECTIVENESS_MAX_MONTHS);
  const [from, setFrom] = useState(choices[2]!);
  const [to, setTo] = useState(thisMonth);
  const effectiveness = useAdminEffectiveness(from, to);
  const stale = effectiveness.isPlaceholderData || (effectiveness.isFetching && !effectiveness.isPending);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 3 }, minWidth: 0 }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        Effectiveness
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        How reminders end, counted as each occurrence ends (months in UTC). The median is read from time buckets: within
        a few minutes in the first hour, coarser after.
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '200px 200px' }, mb: 2 }}>
        <TextField
          select
          size="small"
          label="From"
          value={from}
          onChange={(event) => {
            const chosen = event.target.value;
            setFrom(chosen);
            if (chosen > to) setTo(chosen);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {choices.map((month) => (
            <option key={month} value={month}>
              {formatMonth(month)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="To"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {choices
            .filter((month) => month >= from)
            .map((month) => (
              <option key={month} value={month}>
                {formatMonth(month)}
              </option>
            ))}
        </TextField>
      </Box>
      {effectiveness.isPending && <LoadingRow text="Loading effectiveness..." />}
      {effectiveness.isError && (
        <ErrorText text={adminErrorText(effectiveness.error, 'Failed to fetch effectiveness')} />
      )}
      {effectiveness.data && !effectiveness.isError && (
        <Box
          aria-busy={stale}
          sx={{ display: 'grid', gap: { xs: 2, md: 3 }, opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {effectiveness.data.overall.ended === 0 ? (
            <Typography color="text.secondary">
              No occurrences ended from {formatMonth(effectiveness.data.from)} to {formatMonth(effectiveness.data.to)}.
            </Typography>
          ) : (
            <>
              <Figures data={effectiveness.data} />
              <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <ByStyle data={effectiveness.data} />
              </Box>
            </>
          )}
        </Box>
      )}
    </Paper>
  );
}
