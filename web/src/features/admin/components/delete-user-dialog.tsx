import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { DialogActionButtons } from '@/components/dialog-action-buttons';

interface DeleteUserDialogProps {
  name: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting asks once more, and cannot be undone; Cancel is where the focus starts. */
export function DeleteUserDialog({ name, deleting, onConfirm, onCancel }: DeleteUserDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={deleting ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Delete User</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ overflowWrap: 'anywhere' }}>
          Are you sure you want to delete this user? This action cannot be undone.
        </DialogContentText>
        <DialogContentText sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          {name}, their reminders, texts and notifications will be removed and their subscription cancelled.
        </DialogContentText>
      </DialogContent>
      <DialogActionButtons
        primary={
          <Button onClick={onConfirm} variant="contained" color="error" disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        }
        secondary={
          <Button onClick={onCancel} autoFocus disabled={deleting}>
            Cancel
          </Button>
        }
      />
    </Dialog>
  );
}
