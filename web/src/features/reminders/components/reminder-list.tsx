import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Task } from '../../../../../shared/contracts';
import { ReminderCard } from './reminder-card';

interface ReminderListProps {
  tasks: readonly Task[];
  /** Whether the user has any reminder at all (in another tab, say): the first-reminder button is for none. */
  hasAny: boolean;
  onAdd: () => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  onMarkDone: (task: Task) => void;
}

export function ReminderList({ tasks, hasAny, onAdd, ...actions }: ReminderListProps) {
  if (tasks.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
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
      {tasks.map((task) => (
        <li key={task.id}>
          <ReminderCard task={task} {...actions} />
        </li>
      ))}
    </Box>
  );
}
