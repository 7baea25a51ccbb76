import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PLAN, PLAN_PRICE } from '@shared/plan';
import { useSubscriptionStatusOnEveryVisit } from '@/api/subscription';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { usePageMeta } from '@/lib/use-page-meta';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { canStartTrial } from '../can-start-trial';
import { checkoutFailure } from '../checkout-failure';
import { ManageSubscriptionButton } from '../components/manage-subscription-button';
import { PausedReminders } from '../components/paused-reminders';
import { PlanSummary } from '../components/plan-summary';
import { hasLiveSubscription } from '../has-live-subscription';
import { subscriptionSummaryText } from '../subscription-summary-text';

export default function SubscribePage() {
  usePageMeta(
    'Subscribe',
    `Subscribe to NagText ${PLAN.name}: ${PLAN_PRICE} per month with a ${PLAN.trialDays}-day free trial.`,
  );
  const status = useSubscriptionStatusOnEveryVisit();
  const checkout = useCreateCheckoutSession();
  const redirecting = checkout.isPending || checkout.isSuccess;
  const subscription = status.data;
  const subscribed = hasLiveSubscription(subscription?.subscriptionStatus);
  // The gate sends a past-due account here: the way forward is the billing portal, and what waits for it is listed.
  const paymentFailed =
    subscription?.subscriptionStatus === 'past_due' || subscription?.subscriptionStatus === 'unpaid';
  // The trial is for a first subscription only: someone who subscribed before had it then, and checkout bills
  // from the first day. The trial badge shows only to someone who can still start it.
  const trialOffered = canStartTrial(subscription);
  const trialUsed = !subscribed && subscription !== undefined && subscription !== null && !trialOffered;

  const subscribe = () =>
    checkout.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (!url) {
          toast.error('Failed to start checkout session.');
          checkout.reset();
          return;
        }
        window.location.assign(url);
      },
      onError: (error) => {
        const { title, description } = checkoutFailure(error);
        toast.error(title, description);
        // Already subscribed (another tab, a finished checkout): show what they have.
        if (error instanceof ApiError && error.status === 409) void status.refetch();
      },
    });

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        Subscribe
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Get it done... or get another text.
      </Typography>
      {status.isPending ? (
        <PageLoader label="Checking your subscription" minHeight="40vh" />
      ) : (
        <Box
          component="section"
          aria-labelledby="plan-name"
          sx={{
            mt: 3,
            p: { xs: 2.5, sm: 4 },
            borderRadius: 4,
            bgcolor: 'background.paper',
            border: 2,
            borderColor: 'primary.main',
          }}
        >
          <PlanSummary showTrial={trialOffered} />
          {subscribed && subscription ? (
            <Box sx={{ mt: 4, display: 'grid', gap: 2 }}>
              <Alert severity={paymentFailed ? 'warning' : 'success'}>
                {subscriptionSummaryText(subscription.subscriptionStatus)}
              </Alert>
              {paymentFailed && (
                <PausedReminders tasks={subscription.pausedReminders ?? []} resting={subscription.restingReminders} />
              )}
              <ManageSubscriptionButton
                size="large"
                fullWidth
                disableElevation
                label={paymentFailed ? 'Update payment method' : 'Manage Subscription'}
              />
              {/* While a payment failed the dashboard sends the person straight back here (the spec's gate). */}
              {!paymentFailed && (
                <Button component={RouterLink} to={paths.dashboard} size="large" fullWidth>
                  Go to Dashboard
                </Button>
              )}
            </Box>
          ) : (
            <Box sx={{ mt: 4, display: 'grid', gap: 2 }}>
              {trialUsed && (
                <Alert severity="info">You have had your free trial, so billing starts when you subscribe.</Alert>
              )}
              <Button
                variant="contained"
                size="large"
                fullWidth
                disableElevation
                onClick={subscribe}
                disabled={redirecting}
                sx={{ py: 1.5, fontWeight: 700 }}
              >
                {redirecting ? 'Redirecting...' : 'Subscribe Now'}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                Billed monthly in USD. Cancel any time from Settings.
              </Typography>
            </Box>
          )}
        </Box>
      )}
    </Container>
  );
}
