import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** In place of the list when it could not be read: what happened, and a way to try again. */
export function RemindersLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      Failed to load reminders
    </Alert>
  );
}
