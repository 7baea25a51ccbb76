import type { ChipProps } from '@mui/material/Chip';
import type { SubscriptionStatus } from '@shared/contracts';
import { subscriptionStatusLabels } from '@/lib/subscription-status-label';

/** Active green, trialing blue, past_due orange, canceled red, anything else grey. */
const COLORS: Partial<Record<SubscriptionStatus, ChipProps['color']>> = {
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  canceled: 'error',
};

export const subscriptionStatusLabel = (status: SubscriptionStatus) => subscriptionStatusLabels[status];
export const subscriptionStatusColor = (status: SubscriptionStatus): ChipProps['color'] => COLORS[status] ?? 'default';
