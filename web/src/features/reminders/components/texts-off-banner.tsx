import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useUpdateTexts, type TextsFix } from '../api/update-texts';
import { formatWallDateTime } from '../format-wall-clock';
import { wallClockAt } from '@shared/wall-clock-at';
import type { TextsOff } from '../why-texts-are-off';

interface TextsOffBannerProps {
  off: TextsOff;
  /** The user's zone, for the end of a pause. */
  timeZone: string;
}

/** The Reminders screen says plainly when no text will come, why, and the fix. */
export function TextsOffBanner({ off, timeZone }: TextsOffBannerProps) {
  const update = useUpdateTexts();
  const fix = (label: string, change: TextsFix) => (
    <Button
      variant="contained"
      color="warning"
      size="small"
      onClick={() => update.mutate(change)}
      disabled={update.isPending}
    >
      {update.isPending ? 'Saving...' : label}
    </Button>
  );

  let why: ReactNode;
  let action: ReactNode = null;
  let note: ReactNode = null;
  switch (off.reason) {
    case 'opted_out':
      // Only the phone takes a STOP back (no button: a session is not the phone).
      why =
        'You replied STOP, so NagText sends you no texts. Your reminders are kept: reply START to any text from NagText and they text you again.';
      break;
    case 'not_opted_in':
      why = 'Reminder texts are turned off for your account, so none of these reminders will be texted to you.';
      action = fix('Turn on reminder texts', { smsTransactionalOptIn: true });
      note =
        'By turning them on you agree to get reminder texts from NagText. Msg & data rates may apply. Reply HELP for help, STOP to opt out.';
      break;
    case 'paused': {
      const until = wallClockAt(off.until, timeZone);
      why = `Paused until ${until ? formatWallDateTime(until) : 'later'}: you replied PAUSE. Reply RESUME to restart them.`;
      break;
    }
    case 'subscription':
      if (off.status === 'past_due') {
        why = 'Your last payment did not go through, so reminder texts are on hold.';
        action = (
          <Button variant="contained" color="warning" size="small" href={paths.settings}>
            Fix payment
          </Button>
        );
      } else {
        why = 'Your subscription is not active, so reminder texts are on hold.';
        action = (
          <Button variant="contained" color="warning" size="small" href={paths.subscribe}>
            Subscribe
          </Button>
        );
      }
      break;
  }

  return (
    <Alert severity="warning" variant="outlined" role="region" aria-label="Texts are off">
      <AlertTitle>Texts are off</AlertTitle>
      <Typography variant="body2">{why}</Typography>
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
      {note && (
        <Typography variant="caption" component="p" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
    </Alert>
  );
}
