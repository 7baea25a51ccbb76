import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CodeSent } from '@shared/contracts';
import { formatPhone } from '@shared/phone';
import { ResendCodeButton } from '@/components/resend-code-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { storeUserSession } from '@/lib/auth-state';
import { needsNewCode } from '@/lib/needs-new-code';
import { forgetCode, pendingCode, rememberCodeSent, secondsUntilResend } from '@/lib/pending-code';
import { toast } from '@/lib/toast';
import { useCountdown } from '@/lib/use-countdown';
import { usePageMeta } from '@/lib/use-page-meta';
import { useRequestSignupCode } from '../api/register-request-otp';
import { useVerifySignupOtp } from '../api/register-verify-otp';
import { isWrongCode, verifyFailureText, WRONG_CODE_TEXT } from '../verify-code-error-text';
import { AuthCard } from '../components/auth-card';
import { CodeForm, type CodeValues } from '../components/code-form';
import { SignupDetailsForm } from '../components/signup-details-form';
import { defaultSignupTimeZone } from '../default-signup-time-zone';
import { SignupDetailsSchema, type SignupDetails, type SignupDetailsInput } from '../signup-details-schema';

const serverTextOrRetry = (err: unknown) => (err instanceof ApiError && err.serverMessage) || 'Please try again later.';

export default function SignupPage() {
  usePageMeta('Sign Up', 'Create your NagText account: verify your phone number and start getting reminders by text.');
  const navigate = useNavigate();
  const { state } = useLocation();
  const passedPhone =
    typeof (state as { phone?: unknown } | null)?.phone === 'string' ? (state as { phone: string }).phone : '';
  const [details, setDetails] = useState<SignupDetails | null>(null);
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [notice, setNotice] = useState<string | null>(null);
  /** The number already has an account: the page offers to log in with it instead. */
  const [takenPhone, setTakenPhone] = useState<string | null>(null);
  const detailsForm = useForm<SignupDetailsInput, unknown, SignupDetails>({
    resolver: zodResolver(SignupDetailsSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: passedPhone,
      timezone: defaultSignupTimeZone(),
      smsTransactionalOptIn: false,
      smsMarketingOptIn: false,
    },
  });
  const codeForm = useForm<CodeValues>({ defaultValues: { code: '' } });
  const requestCode = useRequestSignupCode();
  const verify = useVerifySignupOtp();
  const countdown = useCountdown();

  const toCodeStep = () => {
    setStep('code');
    window.scrollTo({ top: 0 }); // the long form may have left the short code step out of sight
  };

  const sendCode = (phone: string, failureTitle: string, onSent?: () => void) =>
    requestCode.mutate(phone, {
      onSuccess: (sent: CodeSent) => {
        rememberCodeSent('signup', sent);
        countdown.start(sent.resendAfterSeconds);
        setNotice(null);
        setTakenPhone(null);
        codeForm.reset({ code: '' });
        toast.dismissErrors();
        toast.success(
          `Verification code sent to ${formatPhone(sent.phoneNumber)}`,
          'Please check your messages for the code.',
        );
        onSent?.();
      },
      onError: (err) => {
        toast.error(failureTitle, serverTextOrRetry(err));
        if (err instanceof ApiError && err.status === 409) setTakenPhone(phone);
        // Rate limited: the button waits as long as the server asks instead of failing again.
        if (err instanceof ApiError && err.body?.retryAfterSeconds) countdown.start(err.body.retryAfterSeconds);
      },
    });

  const onDetails = (values: SignupDetails) => {
    setDetails(values);
    setTakenPhone(null);
    // Back from the code step with the same number: the code sent then still works, so no second one.
    const pending = pendingCode('signup', values.phoneNumber);
    if (pending) {
      countdown.start(secondsUntilResend(pending));
      setNotice(`The code we sent to ${formatPhone(pending.phone)} still works: enter it below.`);
      toCodeStep();
      return;
    }
    sendCode(values.phoneNumber, 'Failed to send verification code', toCodeStep);
  };

  const onCode = ({ code }: CodeValues) => {
    if (!details) return;
    verify.mutate(
      { ...details, code: code.trim() },
      {
        onSuccess: ({ token }) => {
          forgetCode('signup');
          toast.dismissErrors();
          storeUserSession(token);
          toast.success('Account created successfully!');
          void navigate(paths.dashboard, { replace: true });
        },
        onError: (err) => {
          if (isWrongCode(err)) {
            // The field says what is wrong now: "code sent" beside it would read as a success.
            toast.dismissAll();
            codeForm.setError('code', { message: WRONG_CODE_TEXT }, { shouldFocus: true });
          } else toast.error('Failed to create account', verifyFailureText(err));
          setNotice(null);
          if (needsNewCode(err)) forgetCode('signup');
        },
      },
    );
  };

  return (
    <AuthCard
      title="Create Your Account"
      subtitle={
        step === 'details' || !details
          ? 'Sign up with your phone number. We will text you a 6-digit code to confirm it.'
          : `Enter the 6-digit code we sent to ${formatPhone(details.phoneNumber)}.`
      }
      footer={
        <Typography color="text.secondary">
          Already have an account? <Link href={paths.login}>Log in</Link>
        </Typography>
      }
    >
      {takenPhone && step === 'details' && (
        <Alert
          severity="info"
          sx={{ mb: 2.5 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => navigate(paths.login, { state: { phone: takenPhone } })}
            >
              Log In
            </Button>
          }
        >
          {formatPhone(takenPhone)} already has an account. Log in with it instead.
        </Alert>
      )}
      {notice && step === 'code' && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {notice}
        </Alert>
      )}
      {step === 'details' || !details ? (
        <SignupDetailsForm form={detailsForm} sending={requestCode.isPending} onSubmit={onDetails} />
      ) : (
        <CodeForm
          form={codeForm}
          submitLabel="Create Account"
          submittingLabel="Creating account..."
          submitting={verify.isPending}
          onSubmit={onCode}
          actions={
            <>
              <Button onClick={() => setStep('details')}>Back to Details</Button>
              <ResendCodeButton
                secondsLeft={countdown.secondsLeft}
                sending={requestCode.isPending}
                onResend={() => sendCode(details.phoneNumber, 'Failed to resend verification code')}
              />
            </>
          }
        />
      )}
    </AuthCard>
  );
}
