import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { contracts, type RecoveryStatus } from '@shared/contracts';
import { formatPhone, normalizePhone } from '@shared/phone';
import { ResendCodeButton } from '@/components/resend-code-button';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCountdown } from '@/lib/use-countdown';
import { usePageMeta } from '@/lib/use-page-meta';
import { AuthCard } from '../components/auth-card';
import { CodeForm, type CodeValues } from '../components/code-form';
import { LoginPhoneForm, type LoginPhoneValues } from '../components/login-phone-form';
import { sendCodeErrorText } from '../send-code-error-text';
import { isWrongCode, verifyFailureText, WRONG_CODE_TEXT } from '../verify-code-error-text';

/** A wrong emailed code: the email is where to look, not the texts. */
const WRONG_EMAIL_CODE_TEXT = "That code doesn't match. Check the latest email from NagText and try again.";

type Step = 'email' | 'emailCode' | 'number' | 'numberCode' | 'waiting';

interface EmailValues {
  email: string;
}

const SUBTITLE: Record<Step, string> = {
  email: 'Enter the email confirmed on your account. We will email it a 6-digit code.',
  emailCode: 'Enter the 6-digit code from the email. If no email came, the address is not confirmed on an account.',
  number: 'Enter your new phone number. We will text it a 6-digit code.',
  numberCode: 'Enter the 6-digit code we texted to your new number.',
  waiting: 'Your new number is confirmed.',
};

/** When the move happens, in the browser's own zone and words. */
const whenText = (iso: string | undefined) =>
  iso ? new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso)) : '';

/**
 * "Lost access to this number?": the email on the account, the code emailed to it, the new number, the code texted to
 * it, then the wait (the account moves when it ends, unless the old number replies NO or the email's link cancels it).
 * Each step's failure is said once, where it belongs, and cleared by the next step's success.
 */
export default function RecoverPage() {
  usePageMeta('Recover your account', 'Lost access to your phone number? Move your NagText account to a new one.');
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [recoveryId, setRecoveryId] = useState('');
  const [newPhone, setNewPhone] = useState('');
  const [status, setStatus] = useState<RecoveryStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();
  const emailForm = useForm<EmailValues>({ defaultValues: { email: '' } });
  const emailCodeForm = useForm<CodeValues>({ defaultValues: { code: '' } });
  const phoneForm = useForm<LoginPhoneValues>({ defaultValues: { phoneNumber: '' } });
  const numberCodeForm = useForm<CodeValues>({ defaultValues: { code: '' } });

  const start = useMutation({
    mutationFn: (address: string) => api(contracts.startRecovery, { body: { email: address } }),
  });
  const confirmEmail = useMutation({
    mutationFn: (code: string) => api(contracts.confirmRecoveryEmail, { body: { recoveryId, code } }),
  });
  const sendNumberCode = useMutation({
    mutationFn: (phoneNumber: string) =>
      api(contracts.requestRecoveryNumberCode, { body: { recoveryId, phoneNumber } }),
  });
  const confirmNumber = useMutation({
    mutationFn: (code: string) =>
      api(contracts.confirmRecoveryNumber, { body: { recoveryId, phoneNumber: newPhone, code } }),
  });

  const succeeded = (next: Step) => {
    setError(null);
    toast.dismissErrors();
    setStep(next);
  };

  const onEmail = ({ email: typed }: EmailValues) => {
    setError(null);
    start.mutate(typed.trim(), {
      onSuccess: (started) => {
        setEmail(typed.trim());
        setRecoveryId(started.recoveryId);
        countdown.start(started.resendAfterSeconds);
        emailCodeForm.reset({ code: '' });
        succeeded('emailCode');
      },
      onError: (err) => setError(sendCodeErrorText(err)),
    });
  };

  const wrongOr = (form: typeof emailCodeForm, wrongText: string) => (err: unknown) => {
    if (isWrongCode(err)) {
      toast.dismissAll();
      setError(null);
      form.setError('code', { message: wrongText }, { shouldFocus: true });
    } else setError(verifyFailureText(err));
  };

  const onEmailCode = ({ code }: CodeValues) => {
    setError(null);
    confirmEmail.mutate(code.trim(), {
      onSuccess: () => succeeded('number'),
      onError: wrongOr(emailCodeForm, WRONG_EMAIL_CODE_TEXT),
    });
  };

  const onPhone = ({ phoneNumber }: LoginPhoneValues) => {
    setError(null);
    sendNumberCode.mutate(normalizePhone(phoneNumber), {
      onSuccess: (sent) => {
        setNewPhone(normalizePhone(phoneNumber));
        countdown.start(sent.resendAfterSeconds);
        numberCodeForm.reset({ code: '' });
        succeeded('numberCode');
      },
      onError: (err) => setError(sendCodeErrorText(err)),
    });
  };

  const onNumberCode = ({ code }: CodeValues) => {
    setError(null);
    confirmNumber.mutate(code.trim(), {
      onSuccess: (waiting) => {
        setStatus(waiting);
        succeeded('waiting');
      },
      onError: wrongOr(numberCodeForm, WRONG_CODE_TEXT),
    });
  };

  const back = (to: Step) => () => {
    setError(null);
    setStep(to);
  };

  return (
    <AuthCard
      title={step === 'waiting' ? 'Your account will move' : 'Recover your account'}
      subtitle={SUBTITLE[step]}
      footer={
        <Typography color="text.secondary">
          Still have your number? <Link href={paths.login}>Log in</Link>
        </Typography>
      }
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          {error}
        </Alert>
      )}
      {step === 'email' && (
        <form noValidate onSubmit={emailForm.handleSubmit(onEmail)}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            fullWidth
            autoFocus
            {...emailForm.register('email', { validate: (v) => v.trim() !== '' || 'Email is required' })}
            error={!!emailForm.formState.errors.email}
            helperText={emailForm.formState.errors.email?.message ?? ' '}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={start.isPending} sx={{ mt: 2 }}>
            {start.isPending ? 'Sending code...' : 'Email Me a Code'}
          </Button>
        </form>
      )}
      {step === 'emailCode' && (
        <CodeForm
          form={emailCodeForm}
          submitLabel="Confirm Email"
          submittingLabel="Checking..."
          submitting={confirmEmail.isPending}
          onSubmit={onEmailCode}
          actions={
            <>
              <Button onClick={back('email')}>Back to Email</Button>
              <ResendCodeButton
                secondsLeft={countdown.secondsLeft}
                sending={start.isPending}
                onResend={() => onEmail({ email })}
              />
            </>
          }
        />
      )}
      {step === 'number' && (
        <>
          <LoginPhoneForm form={phoneForm} sending={sendNumberCode.isPending} onSubmit={onPhone} />
          <Button onClick={back('email')} sx={{ mt: 2 }}>
            Start Over
          </Button>
        </>
      )}
      {step === 'numberCode' && (
        <CodeForm
          form={numberCodeForm}
          submitLabel="Confirm New Number"
          submittingLabel="Checking..."
          submitting={confirmNumber.isPending}
          onSubmit={onNumberCode}
          actions={
            <>
              <Button onClick={back('number')}>Back to Phone Number</Button>
              <ResendCodeButton
                secondsLeft={countdown.secondsLeft}
                sending={sendNumberCode.isPending}
                onResend={() => onPhone({ phoneNumber: newPhone })}
              />
            </>
          }
        />
      )}
      {step === 'waiting' && status && (
        <div role="status">
          <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            Your account moves to {formatPhone(newPhone)} on <strong>{whenText(status.movesAt)}</strong>. Until then
            nothing changes and your old number keeps working.
          </Typography>
          <Typography sx={{ mb: 2 }}>
            We told your old number and your email. If this was not you, reply NO to our text on the old number or open
            the cancel link in the email, and the account stays where it is.
          </Typography>
          <Typography sx={{ mb: 3 }}>When the wait is over, log in with your new number.</Typography>
          <Button component={RouterLink} to={paths.login} variant="contained" fullWidth>
            Go to Log In
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
