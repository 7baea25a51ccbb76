import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DialogActionButtons } from '@/components/dialog-action-buttons';

interface NoAccountDialogProps {
  phone: string | null;
  onTryDifferentNumber: () => void;
  onSignUp: () => void;
}

/** The log-in code was asked for a number that has no account. */
export function NoAccountDialog({ phone, onTryDifferentNumber, onSignUp }: NoAccountDialogProps) {
  return (
    <Dialog
      open={phone !== null}
      onClose={onTryDifferentNumber}
      disableRestoreFocus
      aria-labelledby="no-account-title"
      aria-describedby="no-account-text"
    >
      <DialogTitle id="no-account-title">No Account Found</DialogTitle>
      <DialogContent>
        <DialogContentText id="no-account-text">
          There is no NagText account for {phone}. Check the number, or sign up to create an account with it.
        </DialogContentText>
      </DialogContent>
      <DialogActionButtons
        primary={
          <Button onClick={onSignUp} variant="contained" autoFocus>
            Sign Up
          </Button>
        }
        secondary={<Button onClick={onTryDifferentNumber}>Try Different Number</Button>}
      />
    </Dialog>
  );
}
