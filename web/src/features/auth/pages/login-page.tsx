import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CodeSent } from '@shared/contracts';
import { formatPhone, normalizePhone, toE164 } from '@shared/phone';
import { ResendCodeButton } from '@/components/resend-code-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { storeUserSession } from '@/lib/auth-state';
import { needsNewCode } from '@/lib/needs-new-code';
import { forgetCode, pendingCode, rememberCodeSent, secondsUntilResend } from '@/lib/pending-code';
import { SESSION_EXPIRED_NOTICE } from '@/lib/session-expired';
import { useSessionExpiredNotice } from '@/lib/use-session-expired-notice';
import { toast } from '@/lib/toast';
import { useCountdown } from '@/lib/use-countdown';
import { usePageMeta } from '@/lib/use-page-meta';
import { useRequestLoginCode } from '../api/login';
import { useVerifyLoginOtp } from '../api/verify-login-otp';
import { AuthCard } from '../components/auth-card';
import { CodeForm, type CodeValues } from '../components/code-form';
import { LoginPhoneForm, type LoginPhoneValues } from '../components/login-phone-form';
import { NoAccountDialog } from '../components/no-account-dialog';
import { sendCodeErrorText } from '../send-code-error-text';
import { isWrongCode, verifyFailureText, WRONG_CODE_TEXT } from '../verify-code-error-text';

const passedPhoneOf = (state: unknown) =>
  typeof (state as { phone?: unknown } | null)?.phone === 'string' ? (state as { phone: string }).phone : null;

export default function LoginPage() {
  usePageMeta('Log In', 'Log in to NagText with your phone number and a one-time code.');
  const navigate = useNavigate();
  const { state } = useLocation();
  // Sent here because the server refused the stored session: said until the person acts (sends a code).
  const { sessionExpired, dismiss: dismissSessionExpired } = useSessionExpiredNotice();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codeIsDead, setCodeIsDead] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [noAccountPhone, setNoAccountPhone] = useState<string | null>(null);
  // A number handed over (from sign-up's "Log In"), else the one a code is still pending for.
  const phoneForm = useForm<LoginPhoneValues>({
    defaultValues: { phoneNumber: passedPhoneOf(state) ?? pendingCode('login')?.phone ?? '' },
  });
  const codeForm = useForm<CodeValues>({ defaultValues: { code: '' } });
  const sendCode = useRequestLoginCode();
  const verify = useVerifyLoginOtp();
  const countdown = useCountdown();

  const codeSent = (sent: CodeSent) => {
    rememberCodeSent('login', sent);
    countdown.start(sent.resendAfterSeconds);
    setPhone(sent.phoneNumber);
    setError(null);
    setCodeIsDead(false);
    setNotice(null);
    codeForm.reset({ code: '' });
    toast.dismissErrors();
    toast.success(
      `Verification code sent to ${formatPhone(sent.phoneNumber)}`,
      'Please check your messages for the code.',
    );
  };

  const onPhone = ({ phoneNumber }: LoginPhoneValues) => {
    const normalized = normalizePhone(phoneNumber);
    setError(null);
    // What happens next (a code sent, a refusal) is the news now, not the old session.
    dismissSessionExpired();
    // A code sent to this number minutes ago still works: back to it, instead of a refused "Please wait".
    const pending = pendingCode('login', toE164(normalized) ?? normalized);
    if (pending) {
      setPhone(pending.phone);
      countdown.start(secondsUntilResend(pending));
      setNotice(`The code we sent to ${formatPhone(pending.phone)} still works: enter it below.`);
      setStep('code');
      return;
    }
    sendCode.mutate(normalized, {
      onSuccess: (sent) => {
        codeSent(sent);
        setStep('code');
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 404 && err.body?.shouldSignup) setNoAccountPhone(normalized);
        else setError(sendCodeErrorText(err));
      },
    });
  };

  const resend = () =>
    sendCode.mutate(phone, {
      onSuccess: codeSent,
      onError: (err) => {
        setError(sendCodeErrorText(err));
        // Rate limited: the button waits as long as the server asks instead of failing again.
        if (err instanceof ApiError && err.body?.retryAfterSeconds) countdown.start(err.body.retryAfterSeconds);
      },
    });

  const onCode = ({ code }: CodeValues) => {
    setError(null);
    verify.mutate(
      { phoneNumber: phone, code: code.trim() },
      {
        onSuccess: ({ token }) => {
          forgetCode('login');
          toast.dismissErrors();
          storeUserSession(token);
          toast.success('Logged in successfully!');
          void navigate(paths.dashboard, { replace: true });
        },
        onError: (err) => {
          if (isWrongCode(err)) {
            // The field says what is wrong now: "code sent" beside it would read as a success.
            toast.dismissAll();
            codeForm.setError('code', { message: WRONG_CODE_TEXT }, { shouldFocus: true });
          } else setError(verifyFailureText(err));
          setNotice(null);
          if (needsNewCode(err)) {
            forgetCode('login');
            setCodeIsDead(true);
          }
        },
      },
    );
  };

  const backToPhone = () => {
    codeForm.reset({ code: '' });
    setError(null);
    setNotice(null);
    setStep('phone');
  };

  const tryDifferentNumber = () => {
    setNoAccountPhone(null);
    phoneForm.reset({ phoneNumber: '' });
    requestAnimationFrame(() => phoneForm.setFocus('phoneNumber'));
  };

  // Any try at the form (even one refused for an empty number) is the news from then on.
  const showSessionExpired = sessionExpired && step === 'phone' && phoneForm.formState.submitCount === 0;

  const resendButton = (
    <ResendCodeButton secondsLeft={countdown.secondsLeft} sending={sendCode.isPending} onResend={resend} />
  );

  return (
    <AuthCard
      title="Welcome Back"
      subtitle={
        step === 'phone'
          ? 'Log in with your phone number. We will text you a 6-digit code.'
          : `Enter the 6-digit code we sent to ${formatPhone(phone)}.`
      }
      footer={
        <>
          <Typography color="text.secondary">
            Don&apos;t have an account? <Link href={paths.signup}>Sign up</Link>
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            <Link href={paths.recover}>Lost access to this number?</Link>
          </Typography>
        </>
      }
    >
      {showSessionExpired && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {SESSION_EXPIRED_NOTICE}
        </Alert>
      )}
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2.5 }}
          action={
            step === 'code' && codeIsDead ? (
              <Button
                color="inherit"
                size="small"
                onClick={resend}
                disabled={countdown.secondsLeft > 0 || sendCode.isPending}
              >
                Send a new code
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      )}
      {notice && step === 'code' && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {notice}
        </Alert>
      )}
      {step === 'phone' ? (
        <LoginPhoneForm form={phoneForm} sending={sendCode.isPending} onSubmit={onPhone} />
      ) : (
        <CodeForm
          form={codeForm}
          submitLabel="Log In"
          submittingLabel="Verifying..."
          submitting={verify.isPending}
          onSubmit={onCode}
          actions={
            <>
              <Button onClick={backToPhone}>Back to Phone Number</Button>
              {resendButton}
            </>
          }
        />
      )}
      <NoAccountDialog
        phone={noAccountPhone && formatPhone(toE164(noAccountPhone) ?? noAccountPhone)}
        onTryDifferentNumber={tryDifferentNumber}
        onSignUp={() => navigate(paths.signup, { state: { phone: noAccountPhone } })}
      />
    </AuthCard>
  );
}
