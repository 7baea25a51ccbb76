import Chip from '@mui/material/Chip';
import type { SubscriptionStatus } from '@shared/contracts';
import { subscriptionStatusLabel } from '../status-labels';

export type ChipTone = 'success' | 'info' | 'warning' | 'error' | 'default';

/** A small coloured status label; the colour repeats what the text says, never replaces it. */
export function StatusChip({ label, tone }: { label: string; tone: ChipTone }) {
  return (
    <Chip
      size="small"
      label={label}
      color={tone}
      variant={tone === 'default' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}

/**
 * In the user list active green, trialing blue, past_due yellow, canceled and unpaid red, else grey;
 * in the user-detail views only active green and trialing blue, else grey.
 */
export function subscriptionTone(status: string, where: 'list' | 'detail'): ChipTone {
  if (status === 'active') return 'success';
  if (status === 'trialing') return 'info';
  if (where === 'detail') return 'default';
  if (status === 'past_due') return 'warning';
  if (status === 'canceled' || status === 'unpaid') return 'error';
  return 'default';
}

/** A subscription status in words ("Past due", never "past_due"), coloured as the spec says for where it shows. */
export function SubscriptionChip({ status, where }: { status: SubscriptionStatus; where: 'list' | 'detail' }) {
  return <StatusChip label={subscriptionStatusLabel(status)} tone={subscriptionTone(status, where)} />;
}

/** Notification badges sent green, failed red, pending yellow (and texts alike: delivered green). */
export function deliveryTone(status: string): ChipTone {
  if (status === 'sent' || status === 'delivered' || status === 'completed') return 'success';
  if (status === 'failed') return 'error';
  if (status === 'pending') return 'warning';
  return 'default';
}

export function ActiveChip({ isActive }: { isActive: boolean }) {
  return <StatusChip label={isActive ? 'Active' : 'Inactive'} tone={isActive ? 'success' : 'error'} />;
}
