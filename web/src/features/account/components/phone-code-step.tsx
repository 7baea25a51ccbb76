import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { formatPhone } from '@shared/phone';
import { CodeField } from '@/components/code-field';
import { ResendCodeButton } from '@/components/resend-code-button';

export interface PhoneCodeValues {
  code: string;
}

interface PhoneCodeStepProps {
  phone: string;
  form: UseFormReturn<PhoneCodeValues>;
  verifying: boolean;
  secondsLeft: number;
  resending: boolean;
  onVerify: (values: PhoneCodeValues) => void;
  onResend: () => void;
  onCancel: () => void;
}

/** A changed phone number waits here for the code texted to it; nothing is saved before the code checks out. */
export function PhoneCodeStep({ phone, form, verifying, secondsLeft, resending, onVerify, onResend, onCancel }: PhoneCodeStepProps) {
  const { register, handleSubmit, formState } = form;
  const error = formState.errors.code?.message;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onVerify)} aria-label="Confirm your new phone number" sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">
        Enter the 6-digit code we sent to {formatPhone(phone)}. Your number changes once the code is confirmed.
      </Typography>
      <CodeField
        {...register('code', { validate: (v) => v.trim() !== '' || 'Verification code is required' })}
        error={!!error}
        helperText={error ?? ' '}
      />
      {/* Narrow screens: "Verify Code" on its own full-width row first, Cancel and resend under it. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button onClick={onCancel} disabled={verifying} sx={{ mr: { sm: 'auto' } }}>
          Cancel
        </Button>
        <ResendCodeButton secondsLeft={secondsLeft} sending={resending} onResend={onResend} />
        <Button type="submit" variant="contained" disabled={verifying} sx={{ order: { xs: -1, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' } }}>
          {verifying ? 'Verifying...' : 'Verify Code'}
        </Button>
      </Box>
    </Box>
  );
}
