import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** In place of data that could not be read (a card, a list): what happened, and a way to try again. */
export function LoadFailedNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
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
      {message}
    </Alert>
  );
}
