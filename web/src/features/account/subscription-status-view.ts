import type { ChipProps } from '@mui/material/Chip';
import type { SubscriptionStatus } from '@shared/contracts';

const LABELS: Record<SubscriptionStatus, string> = {
  none: 'No subscription',
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

/** Active green, trialing blue, past_due orange, canceled red, anything else grey. */
const COLORS: Partial<Record<SubscriptionStatus, ChipProps['color']>> = {
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  canceled: 'error',
};

export const subscriptionStatusLabel = (status: SubscriptionStatus) => LABELS[status];
export const subscriptionStatusColor = (status: SubscriptionStatus): ChipProps['color'] => COLORS[status] ?? 'default';
