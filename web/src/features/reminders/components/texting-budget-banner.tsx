import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { Profile } from '@shared/contracts/user';

type Texting = NonNullable<Profile['texting']>;

/** "November 30 at 7:00 PM" in the account's zone: when the limit that was reached starts again. */
const resetText = (iso: string, timeZone: string) => {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone }).format(at);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
  return `${day} at ${time}`;
};

/**
 * Why repeats thin out near the texting budget: the Reminders screen names the limit that was reached (the
 * month's or the day's, `texting.reached`, the one the notice text names too) and when it starts again in the
 * account's zone.
 */
export function TextingBudgetBanner({ texting, timeZone }: { texting: Texting; timeZone: string }) {
  const reached = texting.reached;
  if (texting.stage === 'full' || !reached) return null;
  const count =
    reached.limit === 'day'
      ? `You've had ${reached.used} reminder texts today (the daily limit is ${reached.of})`
      : `You've had ${reached.used} reminder texts this month (the monthly limit is ${reached.of})`;
  const effect =
    texting.stage === 'first_only'
      ? 'each reminder now sends only its first text. Replies always work.'
      : "your reminders now repeat less often. Each reminder's first text still comes, and replies always work.";
  return (
    <Alert severity="info" variant="outlined" role="region" aria-label="Fewer repeat texts">
      <AlertTitle>Fewer repeat texts</AlertTitle>
      <Typography variant="body2">
        {count}, so to keep texting affordable {effect} Full reminders come back on{' '}
        {resetText(reached.resetsAt, timeZone)}.
      </Typography>
    </Alert>
  );
}
