import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { Profile } from '@shared/contracts';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { useRemoveBuddy } from '../api/remove-buddy';
import { allowanceLine, allowanceResets } from '../escalation-allowance-text';
import { AccountCard } from './account-card';
import { BuddyForm, buddyFormValues } from './buddy-form';
import { BuddyStatus } from './buddy-status';
import { ConfirmDialog } from './confirm-dialog';

/**
 * One accountability buddy: named here, asked by text, told when a reminder that says so goes ignored all day.
 * With none, the card is the form; with one, where they stand, and Change (the form again) or Remove.
 */
export function BuddyCard({ profile }: { profile: Profile }) {
  const buddy = profile.buddy;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** Counts returns from the form, so each one (even the first save, with nothing to go back to) moves the focus. */
  const [returns, setReturns] = useState(0);
  const [removed, setRemoved] = useState(false);
  const remove = useRemoveBuddy();
  const changeButton = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  // Back from the form (saved or cancelled), keyboard users continue from Change (once the saved buddy shows).
  const named = buddy !== undefined;
  useEffect(() => {
    if (!editing && moved.current) changeButton.current?.focus();
  }, [editing, returns, named]);

  const openForm = () => {
    moved.current = true;
    setRemoved(false);
    setEditing(true);
  };
  const closeForm = () => {
    moved.current = true;
    setEditing(false);
    setReturns((n) => n + 1);
  };

  const onRemove = () => {
    if (remove.isPending) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setEditing(false);
        moved.current = false;
        setRemoved(true);
        toast.dismissErrors();
        toast.success('Buddy removed');
      },
      onError: (error) => toast.error('Failed to remove buddy', failureDescription(error)),
    });
  };

  // Someone who replied STOP is never asked again: naming someone else starts from empty fields.
  const initial = buddyFormValues(buddy?.status === 'opted_out' ? undefined : buddy);
  const allowance = profile.escalation;

  return (
    <AccountCard title="Accountability buddy" subtitle="Someone who gets a text when you ignore a reminder all day.">
      {buddy && !editing ? (
        <BuddyStatus
          ref={changeButton}
          profile={profile}
          buddy={buddy}
          onChange={openForm}
          onRemove={() => setConfirming(true)}
        />
      ) : (
        <BuddyForm
          key={buddy ? `${buddy.phoneNumber}-${buddy.askedAt}` : 'new'}
          profile={profile}
          initial={initial}
          onCancel={buddy ? closeForm : undefined}
          onSaved={closeForm}
          focusFirst={editing || removed}
        />
      )}
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
          ? `${buddy.firstName} gets no more texts about your reminders. You can name a buddy again at any time; they are asked again.`
          : ''}
      </ConfirmDialog>
    </AccountCard>
  );
}
