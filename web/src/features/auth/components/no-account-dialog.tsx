import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

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
      <DialogActions
        disableSpacing
        sx={{
          px: 3,
          pb: 2.5,
          gap: 1,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
        }}
      >
        <Button onClick={onTryDifferentNumber}>Try Different Number</Button>
        <Button onClick={onSignUp} variant="contained" autoFocus>
          Sign Up
        </Button>
      </DialogActions>
    </Dialog>
  );
}
