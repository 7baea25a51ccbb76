import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useReminderHistory } from '../api/reminder-history';
import type { Reminder } from '../reminder';
import { ReminderInsights } from './reminder-insights';
import { occurrenceLine, outcomeLabel, progressLine } from '../reminder-progress';
import { doneByText } from '../shared-chore-text';

const OUTCOME_COLORS = { done: 'success', skipped: 'default', missed: 'error' } as const;

/** A reminder's finished occurrences, newest first: how each ended, when, and how many texts it took. */
export function ReminderHistoryDialog({ reminder, onClose }: { reminder: Reminder; onClose: () => void }) {
  const titleId = useId();
  const history = useReminderHistory(reminder.id);
  const records = history.data?.pages.flatMap((page) => page.occurrences) ?? [];
  const insights = history.data?.pages[0]?.insights;
  const progress = progressLine(reminder);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        History: {reminder.task}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        {progress && <Typography>{progress}</Typography>}
        {history.isPending && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} /> Loading history...
          </Box>
        )}
        {history.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void history.refetch()}>
                Try again
              </Button>
            }
          >
            Couldn&apos;t load the history.
          </Alert>
        )}
        {/* With nothing finished, the line below says it all: no empty "What works" beside it. */}
        {insights && insights.occurrences > 0 && <ReminderInsights insights={insights} />}
        {history.isSuccess && records.length === 0 && (
          <Typography color="text.secondary">
            Nothing finished yet: each day it is done, skipped, missed or left unanswered shows here.
          </Typography>
        )}
        {records.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {records.map((record) => {
              const line = occurrenceLine(record, reminder.timezone);
              // A shared chore's done one names who did it, beside "Done".
              const by = record.outcome === 'done' ? doneByText(record.by) : undefined;
              return (
                <Box
                  component="li"
                  key={record.occurrenceDate}
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}
                >
                  <Typography component="span" sx={{ fontWeight: 500, minWidth: '7.5rem' }}>
                    {line.date}
                  </Typography>
                  <Chip
                    size="small"
                    label={outcomeLabel(record)}
                    color={record.carriedTo ? 'warning' : OUTCOME_COLORS[record.outcome]}
                  />
                  {by && (
                    <Typography component="span" variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {by}
                    </Typography>
                  )}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {line.detail}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
        {history.hasNextPage && (
          <Button
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
            sx={{ justifySelf: 'start' }}
          >
            {history.isFetchingNextPage ? 'Loading...' : 'Show older'}
          </Button>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
