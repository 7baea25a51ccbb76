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
 * The cancel link in the recovery's email lands here: the page posts the link's two parts once (no session: the link
 * may be opened anywhere) and says what came of it, including a recovery that already finished (nothing changes then).
 */
export default function RecoverCancelPage() {
  usePageMeta('Cancel the recovery', 'Stop a recovery of your NagText account.');
  const [params] = useSearchParams();
  const recoveryId = params.get('recovery') ?? '';
  const token = params.get('token') ?? '';
  const cancel = useMutation({ mutationFn: () => api(contracts.cancelRecovery, { body: { recoveryId, token } }) });
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    cancel.mutate();
  }, [cancel]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Cancel the recovery
      </Typography>
      <div role="status" aria-live="polite">
        {cancel.isPending || cancel.isIdle ? (
          <>
            <CircularProgress size={32} aria-label="Cancelling" />
            <Typography sx={{ mt: 2 }}>Checking your link...</Typography>
          </>
        ) : cancel.isSuccess ? (
          <Typography sx={{ overflowWrap: 'anywhere' }}>{cancel.data.message}</Typography>
        ) : (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {failureDescription(cancel.error) ??
              'This link did not work. Open the link from the email exactly as it came.'}
          </Typography>
        )}
      </div>
      <Button component={RouterLink} to={paths.login} variant="contained" sx={{ mt: 4 }}>
        Go to Log In
      </Button>
    </Container>
  );
}
