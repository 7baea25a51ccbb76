import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alsoRestingText, nothingWaitingText, type RestingReminders } from '../paused-reminders-text';

/** How many tasks are named before "and N more". */
const NAMED = 5;

interface PausedRemindersProps {
  /** The tasks of the reminders waiting for the payment. */
  tasks: string[];
  /** The account's other reminders, paused or over (undefined when the server did not say). */
  resting: RestingReminders | undefined;
}

/** What a failed payment paused: the reminders that will text again once it goes through, and what the others are. */
export function PausedReminders({ tasks, resting }: PausedRemindersProps) {
  if (tasks.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {nothingWaitingText(resting)}
      </Typography>
    );
  }
  const others = alsoRestingText(resting);
  const named = tasks.slice(0, NAMED);
  const more = tasks.length - named.length;
  return (
    <Box component="section" aria-labelledby="paused-reminders-title">
      <Typography id="paused-reminders-title" variant="subtitle2" component="h2">
        Paused until your payment goes through ({tasks.length} {tasks.length === 1 ? 'reminder' : 'reminders'})
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3 }}>
        {named.map((task, i) => (
          <Typography component="li" variant="body2" key={`${i}-${task}`} sx={{ overflowWrap: 'anywhere' }}>
            {task}
          </Typography>
        ))}
        {more > 0 && (
          <Typography component="li" variant="body2">
            and {more} more
          </Typography>
        )}
      </Box>
      {others && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {others}
        </Typography>
      )}
    </Box>
  );
}
