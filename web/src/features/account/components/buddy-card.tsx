import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Profile } from '@shared/contracts';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { useRemoveBuddy } from '../api/remove-buddy';
import { allowanceLine, allowanceResets } from '../escalation-allowance-text';
import { AccountCard } from './account-card';
import { BuddyForm } from './buddy-form';
import { buddyName } from '../buddy-status-text';
import { BuddyStatus } from './buddy-status';
import { ConfirmDialog } from './confirm-dialog';

/**
 * One accountability buddy, who joins by texting the invite's code (NagText never texts them first), and is told
 * when a reminder that says so goes ignored all day. Their status and Remove when there is one; the invite form
 * while none is live (none yet, or they left, opted out, or never answered an old ask).
 */
export function BuddyCard({ profile }: { profile: Profile }) {
  const buddy = profile.buddy;
  const [confirming, setConfirming] = useState(false);
  const [removed, setRemoved] = useState(false);
  const remove = useRemoveBuddy();
  const live = buddy?.status === 'joined' || buddy?.status === 'agreed';

  const onRemove = () => {
    if (remove.isPending) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setRemoved(true);
        toast.dismissErrors();
        toast.success('Buddy removed');
      },
      onError: (error) => toast.error('Failed to remove buddy', failureDescription(error)),
    });
  };

  const allowance = profile.escalation;

  return (
    <AccountCard title="Accountability buddy" subtitle="Someone who gets a text when you ignore a reminder all day.">
      {buddy && <BuddyStatus profile={profile} buddy={buddy} onRemove={() => setConfirming(true)} />}
      {!live && <BuddyForm profile={profile} focusFirst={removed} />}
      {buddy && allowance && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {allowanceLine('Buddy texts', allowance.buddyTextsThisMonth, allowance.buddyTextsMonthlyLimit)}.{' '}
          {allowanceResets(allowance.resetsAt, profile.timezone)}
        </Typography>
      )}
      <ConfirmDialog
        open={confirming}
        title="Remove your buddy?"
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={onRemove}
        onCancel={() => setConfirming(false)}
      >
        {buddy
          ? live
            ? `${buddyName(buddy)} gets one text saying you removed them, then no more texts about your reminders. You can invite a buddy again at any time.`
            : `${buddyName(buddy)} is taken off your settings. Nothing is texted.`
          : ''}
      </ConfirmDialog>
    </AccountCard>
  );
}
