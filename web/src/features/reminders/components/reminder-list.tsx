import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Reminder } from '../reminder';
import { ReminderCard } from './reminder-card';

interface ReminderListProps {
  reminders: readonly Reminder[];
  /** Whether the user has any reminder at all (in another tab, say): the first-reminder button is for none. */
  hasAny: boolean;
  onAdd: () => void;
  onEdit: (reminder: Reminder) => void;
  onDelete: (reminder: Reminder) => void;
  onMarkDone: (reminder: Reminder) => void;
  /** Resume a paused reminder, reopen a missed one. */
  onReopen: (reminder: Reminder) => void;
  onHistory: (reminder: Reminder) => void;
  /** Whether the buddy has agreed and not opted out: "Buddy told if ignored" only then. */
  buddyListening?: boolean;
}

export function ReminderList({ reminders, hasAny, onAdd, ...actions }: ReminderListProps) {
  if (reminders.length === 0) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}
      >
        <Typography color="text.secondary">No reminders to display.</Typography>
        {!hasAny && (
          <Button variant="contained" onClick={onAdd}>
            Add Your First Reminder
          </Button>
        )}
      </Paper>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {reminders.map((reminder) => (
        <li key={reminder.id}>
          <ReminderCard reminder={reminder} {...actions} />
        </li>
      ))}
    </Box>
  );
}
