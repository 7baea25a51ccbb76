import Button from '@mui/material/Button';
import type { UseFormReturn } from 'react-hook-form';
import { PhoneField } from './phone-field';

export interface LoginPhoneValues {
  phoneNumber: string;
}

interface LoginPhoneFormProps {
  form: UseFormReturn<LoginPhoneValues>;
  sending: boolean;
  onSubmit: (values: LoginPhoneValues) => void;
}

/** Log-in step one: the phone number the code is texted to. */
export function LoginPhoneForm({ form, sending, onSubmit }: LoginPhoneFormProps) {
  const { register, handleSubmit, formState } = form;
  const error = formState.errors.phoneNumber?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <PhoneField
        {...register('phoneNumber', { validate: (v) => v.trim() !== '' || 'Phone number is required' })}
        autoFocus
        error={!!error}
        helperText={error}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={sending} sx={{ mt: 3 }}>
        {sending ? 'Sending code...' : 'Send Code'}
      </Button>
    </form>
  );
}
