import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { contracts } from '@shared/contracts';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { failureDescription } from '@/lib/failure-description';
import { usePageMeta } from '@/lib/use-page-meta';

/**
 * The verification email's link lands here: the page posts the link's account and code once (no session needed, the
 * link may be opened on another device) and says what came of it.
 */
export default function VerifyEmailPage() {
  usePageMeta('Verify your email', 'Confirm the email address on your NagText account.');
  const [params] = useSearchParams();
  const account = params.get('account') ?? '';
  const code = params.get('code') ?? '';
  const verify = useMutation({ mutationFn: () => api(contracts.verifyEmailLink, { body: { account, code } }) });
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    verify.mutate();
  }, [verify]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Verify your email
      </Typography>
      <div role="status" aria-live="polite">
        {verify.isPending || verify.isIdle ? (
          <>
            <CircularProgress size={32} aria-label="Verifying" />
            <Typography sx={{ mt: 2 }}>Checking your link...</Typography>
          </>
        ) : verify.isSuccess ? (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {verify.data.email} is verified. If you ever lose your phone number, it is how you get your account back.
          </Typography>
        ) : (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {failureDescription(verify.error) ?? 'This link did not work.'} The link works once and for 10 minutes: if
            Settings still shows your email as not verified, ask for a new code there.
          </Typography>
        )}
      </div>
      <Button component={RouterLink} to={paths.settings} variant="contained" sx={{ mt: 4 }}>
        Go to Settings
      </Button>
    </Container>
  );
}
