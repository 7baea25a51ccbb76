import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/**
 * Shown while a STOP reply holds every text back. A STOP is the number's, and only the phone takes it back: there
 * is no button here (a session is not the phone), only how to reply START.
 */
export function OptedOutNotice() {
  return (
    <Alert severity="warning" variant="outlined" role="region" aria-label="You replied STOP: texts are off">
      <AlertTitle>You replied STOP: texts are off</AlertTitle>
      NagText sends your number no texts, reminders included. To get them again, reply START to any text from NagText on
      your phone: texts resume at once.
    </Alert>
  );
}
