import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { DialogActionButtons } from '@/components/dialog-action-buttons';
import type { Reminder } from '../reminder';

interface DeleteReminderDialogProps {
  reminder: Reminder;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting cannot be undone, so it is asked once more; Cancel is where the focus starts. */
export function DeleteReminderDialog({ reminder, onConfirm, onCancel }: DeleteReminderDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Delete this reminder?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ overflowWrap: 'anywhere' }}>
          &ldquo;{reminder.task}&rdquo; will be deleted and its texts will stop. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActionButtons
        primary={
          <Button onClick={onConfirm} variant="contained" color="error">
            Delete
          </Button>
        }
        secondary={
          <Button onClick={onCancel} autoFocus>
            Cancel
          </Button>
        }
      />
    </Dialog>
  );
}
