import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { PageLoader } from '@/components/page-loader';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { useCalendarFeed, useReplaceCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';
import { formatLongDate } from '../format-long-date';
import { AccountCard } from './account-card';
import { CalendarFeedAddress } from './calendar-feed-address';
import { ConfirmDialog } from './confirm-dialog';

const TITLE = 'Add to your calendar';
const WHAT_IT_IS =
  'Get a private address your calendar app (Google Calendar, Apple Calendar, Outlook) can subscribe to. It shows your reminders, read-only. Anyone with the address can see your reminder texts, so keep it private.';

/** The private calendar feed: none yet (create one), or its address with Copy, Open, Replace and Turn off. */
export function CalendarFeedCard({ timeZone }: { timeZone: string }) {
  const feed = useCalendarFeed();
  const replace = useReplaceCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState<'replace' | 'off' | null>(null);
  // After Turn off, its button is gone: the focus goes to the one that replaces it.
  const [turnedOff, setTurnedOff] = useState(false);

  const create = () => {
    toast.dismissAll();
    replace.mutate(undefined, {
      onSuccess: () =>
        toast.success('Your calendar address is ready', 'Copy it into your calendar app, or open it there.'),
      onError: (error) => toast.error('Failed to create your calendar address', failureDescription(error)),
    });
  };
  const confirmReplace = () => {
    toast.dismissAll();
    replace.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast.success('Your calendar address was replaced', 'Give the new address to your calendar app.');
      },
      onError: (error) => toast.error('Failed to replace your calendar address', failureDescription(error)),
    });
  };
  const confirmTurnOff = () => {
    toast.dismissAll();
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        setTurnedOff(true);
        toast.success('Your calendar address is turned off');
      },
      onError: (error) => toast.error('Failed to turn off your calendar address', failureDescription(error)),
    });
  };

  if (feed.isPending) {
    return (
      <AccountCard title={TITLE}>
        <PageLoader label="Loading your calendar address" minHeight="6rem" />
      </AccountCard>
    );
  }
  if (feed.isError) {
    return (
      <AccountCard title={TITLE}>
        <LoadFailedNotice message="Failed to load your calendar address" onRetry={() => void feed.refetch()} />
      </AccountCard>
    );
  }

  const { path, createdAt } = feed.data;
  if (path === null) {
    return (
      <AccountCard title={TITLE}>
        <Typography variant="body2" color="text.secondary">
          {WHAT_IT_IS}
        </Typography>
        <Button
          variant="contained"
          onClick={create}
          disabled={replace.isPending}
          autoFocus={turnedOff}
          sx={{ mt: 2.5 }}
        >
          {replace.isPending ? 'Creating...' : 'Create my calendar address'}
        </Button>
      </AccountCard>
    );
  }

  const created = formatLongDate(createdAt, timeZone);
  return (
    <AccountCard title={TITLE} subtitle="Your reminders, read-only, in the calendar app you already use.">
      <CalendarFeedAddress path={path} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {created && `Created on ${created}. `}Calendars refresh on their own schedule, often every few hours.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        <Button onClick={() => setConfirming('replace')}>Replace address</Button>
        <Button color="error" onClick={() => setConfirming('off')}>
          Turn off
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming === 'replace'}
        title="Replace your calendar address?"
        confirmLabel="Replace address"
        busyLabel="Replacing..."
        busy={replace.isPending}
        onConfirm={confirmReplace}
        onCancel={() => setConfirming(null)}
      >
        You get a new private address, and the current one stops working at once. Calendars using it must be given the
        new one.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'off'}
        title="Turn off your calendar address?"
        confirmLabel="Turn off"
        busyLabel="Turning off..."
        busy={revoke.isPending}
        onConfirm={confirmTurnOff}
        onCancel={() => setConfirming(null)}
      >
        The address stops working at once, and calendars using it stop getting your reminders. You can create a new one
        at any time.
      </ConfirmDialog>
    </AccountCard>
  );
}
