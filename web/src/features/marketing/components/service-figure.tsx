import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { ServiceFigure as ServiceFigureAnswer } from '@shared/contracts';
import { serviceFigureOnce } from '../api/get-service-figure';

const longDate = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' as "November 29, 2026". */
export const figureDate = (day: string) => longDate.format(new Date(`${day}T00:00:00.000Z`));

/**
 * NagText's own figure, live from its counters: "In the last 30 days, 64% of reminders were done by the second
 * text", with the last day it counts. Nothing at all while it loads, if it fails, or when too few occurrences back it.
 */
export function ServiceFigure() {
  const [figure, setFigure] = useState<ServiceFigureAnswer['figure']>(null);
  useEffect(() => {
    let shown = true;
    serviceFigureOnce().then(
      (answer) => shown && setFigure(answer.figure),
      () => undefined, // nothing at all when it cannot be read: the page stands without it
    );
    return () => {
      shown = false;
    };
  }, []);
  if (!figure) return null;
  return (
    <Box
      component="figure"
      sx={{ m: 0, mt: 3, p: 2.5, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
        In the last {figure.days} days, {figure.doneBySecondTextPercent}% of reminders were done by the second text.
      </Typography>
      <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        From NagText&rsquo;s own records, up to {figureDate(figure.through)}.
      </Typography>
    </Box>
  );
}
