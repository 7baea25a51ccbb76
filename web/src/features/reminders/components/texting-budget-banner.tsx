import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { Profile } from '@shared/contracts/user';

type Texting = NonNullable<Profile['texting']>;

const resetDay = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

/** Why repeats thin out near the texting budget: the Reminders screen says so, as the one monthly text does. */
export function TextingBudgetBanner({ texting }: { texting: Texting }) {
  if (texting.stage === 'full') return null;
  const byDay = texting.textsToday >= texting.dailyLimit * 0.75 && texting.textsThisMonth < texting.monthlyLimit * 0.75;
  const count = byDay
    ? `You've had ${texting.textsToday} texts today (the daily limit is ${texting.dailyLimit})`
    : `You've had ${texting.textsThisMonth} texts this month (the monthly limit is ${texting.monthlyLimit})`;
  const effect = texting.stage === 'first_only'
    ? 'each reminder now sends only its first text. Replies always work.'
    : "your reminders now repeat less often. Each reminder's first text still comes, and replies always work.";
  const until = byDay ? 'tomorrow' : `on ${resetDay(texting.resetsAt)}`;
  return (
    <Alert severity="info" variant="outlined" role="region" aria-label="Fewer repeat texts">
      <AlertTitle>Fewer repeat texts</AlertTitle>
      <Typography variant="body2">
        {count}, so to keep texting affordable {effect} Full reminders come back {until}.
      </Typography>
    </Alert>
  );
}
