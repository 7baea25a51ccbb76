import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SubscriptionStatus, SubscriptionStatusResponse } from '@shared/contracts';
import { useCreateCustomerPortal } from '@/api/customer-portal';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { paths } from '@/config/paths';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { formatLongDate } from '../format-long-date';
import { subscriptionStatusColor, subscriptionStatusLabel } from '../subscription-status-view';
import { AccountCard } from './account-card';

interface SubscriptionCardProps {
  /** The status answer; null while billing is not enabled on this server. */
  subscription: SubscriptionStatusResponse | null | undefined;
  /** The account's own status, shown when the billing details are not available. */
  profileStatus: SubscriptionStatus;
  timeZone: string;
  loadFailed: boolean;
  onRetry: () => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </>
  );
}

export function SubscriptionCard({
  subscription,
  profileStatus,
  timeZone,
  loadFailed,
  onRetry,
}: SubscriptionCardProps) {
  const portal = useCreateCustomerPortal();
  const status = subscription?.subscriptionStatus ?? profileStatus;
  // Cancelled at the period's end: no next bill, the plan stops that day.
  const endsAt = subscription?.cancelAtPeriodEnd ? formatLongDate(subscription.subscriptionEndDate, timeZone) : null;
  // A failed payment has no next billing date to show as if nothing were wrong: it says what happened instead.
  const paymentFailed = status === 'past_due' || status === 'unpaid';

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error('Failed to open billing portal', failureDescription(error)),
    });

  return (
    <AccountCard title="Subscription Management" subtitle="Your plan, its dates and your billing details.">
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1.5, alignItems: 'center', m: 0 }}
      >
        <Row label="Status">
          <Chip size="small" label={subscriptionStatusLabel(status)} color={subscriptionStatusColor(status)} />
        </Row>
        {subscription && (
          <>
            <Row label="Start Date">
              {formatLongDate(subscription.subscriptionStartDate, timeZone) ?? 'Not available'}
            </Row>
            <Row label="Next Billing Date">
              {paymentFailed ? (
                <Box component="span" sx={{ color: 'warning.main', fontWeight: 700 }}>
                  Payment failed
                </Box>
              ) : endsAt ? (
                'None'
              ) : (
                (formatLongDate(subscription.subscriptionEndDate, timeZone) ?? 'Not available')
              )}
            </Row>
          </>
        )}
      </Box>
      {paymentFailed && subscription && (
        <Typography sx={{ mt: 2 }}>
          Your last payment did not go through, so your reminders are paused. Update your payment method to bring them
          back.
        </Typography>
      )}
      {endsAt && !paymentFailed && (
        <Typography sx={{ mt: 2, color: 'warning.main', fontWeight: 600 }}>Ends on {endsAt}</Typography>
      )}
      <Box sx={{ mt: 3 }}>
        {loadFailed ? (
          <LoadFailedNotice message="Failed to load user settings" onRetry={onRetry} />
        ) : subscription === null ? (
          <Typography color="text.secondary">Subscription details will appear here once billing is enabled.</Typography>
        ) : status === 'none' ? (
          <Button variant="contained" component={RouterLink} to={paths.subscribe}>
            Subscribe Now
          </Button>
        ) : (
          <Button variant="contained" onClick={openPortal} disabled={portal.isPending || portal.isSuccess}>
            {portal.isPending || portal.isSuccess
              ? 'Opening...'
              : paymentFailed
                ? 'Update payment method'
                : 'Manage Subscription'}
          </Button>
        )}
      </Box>
    </AccountCard>
  );
}
