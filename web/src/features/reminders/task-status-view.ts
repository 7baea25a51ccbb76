import type { ChipProps } from '@mui/material/Chip';
import type { TaskStatus } from '../../../../shared/contracts';

const LABELS: Record<TaskStatus, string> = { pending: 'Pending', done: 'Done', snoozed: 'Snoozed' };
const COLORS: Record<TaskStatus, ChipProps['color']> = { pending: 'warning', done: 'success', snoozed: 'info' };

export const taskStatusLabel = (status: TaskStatus) => LABELS[status];
export const taskStatusColor = (status: TaskStatus): ChipProps['color'] => COLORS[status];
