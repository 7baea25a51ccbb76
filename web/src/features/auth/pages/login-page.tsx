import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { normalizePhone } from '../../../../../shared/phone';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { storeUserSession } from '../../../lib/auth-state';
import { toast } from '../../../lib/toast';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useRequestLoginCode } from '../api/login';
import { useVerifyLoginOtp } from '../api/verify-login-otp';
import { AuthCard } from '../components/auth-card';
import { CodeForm, type CodeValues } from '../components/code-form';
import { LoginPhoneForm, type LoginPhoneValues } from '../components/login-phone-form';
import { NoAccountDialog } from '../components/no-account-dialog';
import { sendCodeErrorText } from '../send-code-error-text';
import { verifyCodeErrorText } from '../verify-code-error-text';

export default function LoginPage() {
  usePageMeta('Log In', 'Log in to NagText with your phone number and a one-time code.');
  const navigate = useNavigate();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [noAccountPhone, setNoAccountPhone] = useState<string | null>(null);
  const phoneForm = useForm<LoginPhoneValues>({ defaultValues: { phoneNumber: '' } });
  const codeForm = useForm<CodeValues>({ defaultValues: { code: '' } });
  const sendCode = useRequestLoginCode();
  const verify = useVerifyLoginOtp();

  const onPhone = ({ phoneNumber }: LoginPhoneValues) => {
    const normalized = normalizePhone(phoneNumber);
    setError(null);
    sendCode.mutate(normalized, {
      onSuccess: () => {
        setPhone(normalized);
        setStep('code');
        toast.success(`Verification code sent to ${normalized}`, 'Please check your messages for the code.');
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 404 && err.body?.shouldSignup) setNoAccountPhone(normalized);
        else setError(sendCodeErrorText(err));
      },
    });
  };

  const onCode = ({ code }: CodeValues) => {
    setError(null);
    verify.mutate(
      { phoneNumber: phone, code: code.trim() },
      {
        onSuccess: ({ token }) => {
          storeUserSession(token);
          toast.success('Logged in successfully!');
          navigate(paths.dashboard, { replace: true });
        },
        onError: (err) => setError(verifyCodeErrorText(err)),
      },
    );
  };

  const backToPhone = () => {
    codeForm.reset({ code: '' });
    setError(null);
    setStep('phone');
  };

  const tryDifferentNumber = () => {
    setNoAccountPhone(null);
    phoneForm.reset({ phoneNumber: '' });
    requestAnimationFrame(() => phoneForm.setFocus('phoneNumber'));
  };

  return (
    <AuthCard
      title="Welcome Back"
      subtitle={step === 'phone' ? 'Log in with your phone number. We will text you a 6-digit code.' : `Enter the 6-digit code we sent to ${phone}.`}
      footer={
        <Typography color="text.secondary">
          Don&apos;t have an account? <Link href={paths.signup}>Sign up</Link>
        </Typography>
      }
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          {error}
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
          actions={<Button onClick={backToPhone}>Back to Phone Number</Button>}
        />
      )}
      <NoAccountDialog
        phone={noAccountPhone}
        onTryDifferentNumber={tryDifferentNumber}
        onSignUp={() => navigate(paths.signup, { state: { phone: noAccountPhone } })}
      />
    </AuthCard>
  );
}
