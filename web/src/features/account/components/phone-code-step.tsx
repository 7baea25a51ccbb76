import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { CodeField } from '@/components/code-field';
import { ResendCodeButton } from '@/components/resend-code-button';
import { paths } from '@/config/paths';
import { unbrokenPhone } from '../unbroken-phone';

/** The two codes of a move, named as the request names them. */
export interface PhoneCodeValues {
  /** Texted to the new number. */
  code: string;
  /** Texted to the number on file: its holder agrees to the move. */
  currentNumberCode: string;
}

interface PhoneCodeStepProps {
  /** The number the account moves to. */
  phone: string;
  /** The number on file. */
  currentPhone: string;
  form: UseFormReturn<PhoneCodeValues>;
  verifying: boolean;
  secondsLeft: number;
  resending: boolean;
  onVerify: (values: PhoneCodeValues) => void;
  onResend: () => void;
  onCancel: () => void;
}

const required = (message: string) => (value: string) => value.trim() !== '' || message;

/**
 * A changed phone number waits here for two codes: the one texted to it and the one texted to the number on file,
 * so a session alone (a stolen one) cannot move the account. Nothing is saved before both check out.
 */
export function PhoneCodeStep({
  phone,
  currentPhone,
  form,
  verifying,
  secondsLeft,
  resending,
  onVerify,
  onResend,
  onCancel,
}: PhoneCodeStepProps) {
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const [shownNew, shownCurrent] = [unbrokenPhone(phone), unbrokenPhone(currentPhone)];
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onVerify)}
      aria-label="Confirm your new phone number"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography color="text.secondary">
        We texted a 6-digit code to each number. Enter both: your number changes once they are confirmed.
      </Typography>
      <CodeField
        {...register('code', { validate: required('Verification code is required') })}
        error={!!errors.code}
        helperText={errors.code?.message ?? `Texted to ${shownNew}, your new number`}
      />
      <CodeField
        {...register('currentNumberCode', { validate: required('Code from your current number is required') })}
        label="Code from Current Number"
        autoFocus={false}
        error={!!errors.currentNumberCode}
        helperText={errors.currentNumberCode?.message ?? `Texted to ${shownCurrent}, the number on file`}
      />
      <Typography variant="body2" color="text.secondary">
        No longer have {shownCurrent}?{' '}
        <Link component={RouterLink} to={paths.contact}>
          Contact us
        </Link>{' '}
        to move your account.
      </Typography>
      {/* Narrow screens: "Verify Code" on its own full-width row first, Cancel and resend under it. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button onClick={onCancel} disabled={verifying} sx={{ mr: { sm: 'auto' } }}>
          Cancel
        </Button>
        <ResendCodeButton noun="codes" secondsLeft={secondsLeft} sending={resending} onResend={onResend} />
        <Button
          type="submit"
          variant="contained"
          disabled={verifying}
          sx={{ order: { xs: -1, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' } }}
        >
          {verifying ? 'Verifying...' : 'Verify Code'}
        </Button>
      </Box>
    </Box>
  );
}
