import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PLAN } from '@shared/plan';
import { subscriptionStatusKeys } from '@/api/subscription';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { usePageMeta } from '@/lib/use-page-meta';
import { useVerifyCheckout } from '../api/verify-checkout';
import { verifyFailureText } from '../verify-failure-text';

/** The notice of a checkout that started the free trial: nothing was paid, so nothing was "verified". */
const TRIAL_STARTED = `Your ${PLAN.trialDays}-day free trial has started`;

/**
 * Verifying, then "Success!" or "Payment Verification Failed". The verified subscription's status says what
 * the checkout did: trialing, the $0 trial started; otherwise the first month was paid.
 */
export default function PaymentSuccessPage() {
  usePageMeta('Payment', 'Your NagText payment result.');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const verification = useVerifyCheckout(sessionId);
  const queryClient = useQueryClient();
  const announced = useRef(false);

  const trialStarted = verification.data?.subscriptionStatus === 'trialing';

  useEffect(() => {
    if (!verification.isSuccess || announced.current) return;
    announced.current = true;
    toast.success(trialStarted ? TRIAL_STARTED : 'Payment verified successfully!');
    void queryClient.invalidateQueries({ queryKey: subscriptionStatusKeys.all });
  }, [verification.isSuccess, trialStarted, queryClient]);

  const failure =
    sessionId === null ? 'No session ID found' : verification.isError ? verifyFailureText(verification.error) : null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Box
        sx={{
          textAlign: 'center',
          p: { xs: 3, sm: 5 },
          borderRadius: 4,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {failure !== null ? (
          <>
            <ErrorOutlineIcon aria-hidden="true" color="error" sx={{ fontSize: 56 }} />
            <Typography variant="h4" component="h1" sx={{ mt: 1, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
              Payment Verification Failed
            </Typography>
            <Typography role="alert" color="error" sx={{ mt: 2 }}>
              {failure}
            </Typography>
            <Button
              component={RouterLink}
              to={paths.subscribe}
              variant="contained"
              size="large"
              disableElevation
              sx={{ mt: 4 }}
            >
              Try Again
            </Button>
          </>
        ) : verification.isSuccess ? (
          <>
            <CheckCircleIcon aria-hidden="true" color="success" sx={{ fontSize: 56 }} />
            <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
              Success!
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {trialStarted
                ? `${TRIAL_STARTED}. Your reminders are ready to nag you.`
                : 'Your subscription is active. Your reminders are ready to nag you.'}
            </Typography>
            <Button
              component={RouterLink}
              to={paths.dashboard}
              variant="contained"
              size="large"
              disableElevation
              sx={{ mt: 4 }}
            >
              Go to Dashboard
            </Button>
          </>
        ) : (
          <Box role="status" aria-live="polite" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 4 }}>
            <CircularProgress aria-hidden="true" />
            <Typography variant="h6" component="h1">
              Verifying your payment...
            </Typography>
          </Box>
        )}
      </Box>
    </Container>
  );
}
