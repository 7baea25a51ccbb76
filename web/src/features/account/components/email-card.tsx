import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { Profile } from '@shared/contracts';
import { CodeField } from '@/components/code-field';
import { ResendCodeButton } from '@/components/resend-code-button';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { useCountdown } from '@/lib/use-countdown';
import { useResendEmailVerification, useVerifyEmailCode } from '../api/email-verification';
import { AccountCard } from './account-card';

/**
 * The account's email: verified or not, and until it is, the code field, Resend, and why it matters (recovering the
 * account if the number is lost needs it). A bounced address says so: nothing is sent to it until it is changed.
 * Each step's answer replaces the last one's: an error never stays beside a success.
 */
export function EmailCard({ profile }: { profile: Profile }) {
  const verify = useVerifyEmailCode();
  const resend = useResendEmailVerification();
  const countdown = useCountdown();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const { email, emailVerified } = profile;
  const suppressed = profile.emailSuppressed === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setStatus(null);
      setError(code.trim() === '' ? 'Email code is required' : 'Email code must be 6 digits');
      return;
    }
    verify.mutate(code.trim(), {
      onSuccess: () => {
        setError(null);
        setStatus(null);
        setCode('');
        toast.dismissErrors();
        toast.success('Email verified');
      },
      onError: (failure) => {
        setStatus(null);
        setError(failureDescription(failure) ?? 'Could not verify the code. Try again.');
      },
    });
  };

  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: (sent) => {
        setError(null);
        setStatus(`A new code is on its way to ${sent.email}.`);
        countdown.start(sent.resendAfterSeconds);
      },
      onError: (failure) => {
        setStatus(null);
        setError(failureDescription(failure) ?? 'Could not send a new code. Try again.');
      },
    });

  const state = suppressed ? 'Not deliverable' : emailVerified ? '✓ Verified' : 'Not verified';
  return (
    <AccountCard title="Email" subtitle="Your second way into your account.">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{email}</Typography>
        <Typography
          sx={{ fontWeight: 600, color: emailVerified && !suppressed ? 'success.main' : 'warning.main' }}
          data-testid="email-state"
        >
          {state}
        </Typography>
      </Box>
      {suppressed && (
        <Typography variant="body2" sx={{ mt: 1, color: 'warning.main' }}>
          Emails to this address bounced or were marked as spam, so NagText sends it nothing. Change your email in My
          Info to use another address.
        </Typography>
      )}
      {!emailVerified && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          If you ever lose your phone number, recovering your account needs a verified email. Until then, only your
          phone gets you in.
        </Typography>
      )}
      {!emailVerified && !suppressed && (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label="Verify your email"
          sx={{ display: 'grid', gap: 2, mt: 2 }}
        >
          <CodeField
            label="Email Code"
            autoFocus={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={error !== null}
            helperText={error ?? `Emailed to ${email}, with a link that does the same.`}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
            <ResendCodeButton secondsLeft={countdown.secondsLeft} sending={resend.isPending} onResend={sendAgain} />
            <Button
              type="submit"
              variant="contained"
              disabled={verify.isPending}
              sx={{ order: { xs: -1, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' } }}
            >
              {verify.isPending ? 'Verifying...' : 'Verify Email'}
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ minHeight: '1.5em' }}>
            {status}
          </Typography>
        </Box>
      )}
    </AccountCard>
  );
}
