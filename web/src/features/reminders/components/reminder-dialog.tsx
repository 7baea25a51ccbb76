import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { REMINDER_HORIZON_YEARS, ReminderInput } from '@shared/contracts';
import { REMINDER_FIELDS, type ReminderFormValues } from '../reminder-form-values';
import { REPEAT_OPTIONS } from '../repeat-label';

export type SavedReminderInput = z.output<typeof ReminderInput>;
type FieldName = (typeof REMINDER_FIELDS)[number];
const isField = (path: string): path is FieldName => (REMINDER_FIELDS as readonly string[]).includes(path);
const NO_ISSUES: readonly FieldIssue[] = [];

/** The date picker's last day, on this device's calendar (the server checks the exact day in the user's zone). */
function lastPickableDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear() + REMINDER_HORIZON_YEARS}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface FieldIssue {
  path: string;
  message: string;
}

interface ReminderDialogProps {
  title: 'Add New Reminder' | 'Edit Reminder';
  submitLabel: string;
  values: ReminderFormValues;
  /** The server's objections to what was sent last time, shown under the fields they name. */
  issues?: readonly FieldIssue[];
  onSubmit: (input: SavedReminderInput) => void;
  onClose: () => void;
}

/**
 * Task, Date, Time, Repeat. Checked with the contract the server applies (so an empty task never leaves the
 * browser); what only the server knows (a time already past) comes back as issues beside the fields.
 */
export function ReminderDialog({ title, submitLabel, values, issues = NO_ISSUES, onSubmit, onClose }: ReminderDialogProps) {
  const titleId = useId();
  const form = useForm<z.input<typeof ReminderInput>, unknown, SavedReminderInput>({ resolver: zodResolver(ReminderInput), defaultValues: values });
  const { register, handleSubmit, setError, setFocus, formState: { errors } } = form;

  useEffect(() => {
    for (const issue of issues) if (isField(issue.path)) setError(issue.path, { type: 'server', message: issue.message });
    const first = REMINDER_FIELDS.find((field) => issues.some((issue) => issue.path === field));
    // After the dialog's own focus move, so the person lands on what needs changing.
    if (first) window.setTimeout(() => setFocus(first), 0);
  }, [issues, setError, setFocus]);

  const field = (name: keyof ReminderFormValues) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: !!errors[name], helperText: errors[name]?.message, fullWidth: true };
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={titleId}>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <TextField label="Task" autoFocus {...field('task')} helperText={errors.task?.message ?? 'What should we nag you about?'} />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField label="Date" type="date" {...field('scheduledDate')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: lastPickableDate(new Date()) } }} />
            <TextField label="Time" type="time" {...field('scheduledTime')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }} />
          </Box>
          <TextField label="Repeat" select {...field('repeat')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            {REPEAT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions
          disableSpacing
          sx={{ px: 3, pb: 2.5, gap: 1, flexDirection: { xs: 'column-reverse', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
