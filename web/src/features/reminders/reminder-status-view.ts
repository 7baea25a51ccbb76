import type { ChipProps } from '@mui/material/Chip';
import type { ReminderStatus } from './reminder';

const LABELS: Record<ReminderStatus, string> = {
  pending: 'Pending',
  done: 'Done',
  snoozed: 'Snoozed',
  missed: 'Missed',
  paused: 'Paused',
};
const COLORS: Record<ReminderStatus, ChipProps['color']> = {
  pending: 'warning',
  done: 'success',
  snoozed: 'info',
  missed: 'error',
  paused: 'default',
};

export const reminderStatusLabel = (status: ReminderStatus) => LABELS[status];
export const reminderStatusColor = (status: ReminderStatus): ChipProps['color'] => COLORS[status];
