import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { timeZoneChoices } from '@/components/time-zone-choices';
import { defaultSignupTimeZone, signupTimeZoneHelp } from '../default-signup-time-zone';
import { signupZonesFor } from '../phone-country-zones';
import { paths } from '@/config/paths';
import type { SignupDetails, SignupDetailsInput } from '../signup-details-schema';
import { PhoneField } from './phone-field';
import { SmsConsentFields } from './sms-consent-fields';

interface SignupDetailsFormProps {
  form: UseFormReturn<SignupDetailsInput, unknown, SignupDetails>;
  sending: boolean;
  onSubmit: (details: SignupDetails) => void;
}

/** Sign-up step one: who you are, your number, consent and time zone. */
export function SignupDetailsForm({ form, sending, onSubmit }: SignupDetailsFormProps) {
  const {
    register,
    control,
    handleSubmit,
    getFieldState,
    setValue,
    formState: { errors },
  } = form;
  const [phone, zone] = useWatch({ control, name: ['phoneNumber', 'timezone'] });
  const zones = useMemo(() => signupZonesFor(phone ?? ''), [phone]);
  // A number from a country whose zones were not on the list adds them: the browser's zone, now listed, is taken
  // unless the person already chose one.
  useEffect(() => {
    if (getFieldState('timezone').isDirty) return;
    const preferred = defaultSignupTimeZone(undefined, zones);
    if (zone !== preferred) setValue('timezone', preferred);
  }, [zones, zone, getFieldState, setValue]);
  const choices = useMemo(() => timeZoneChoices(zone, zones), [zone, zones]);
  const text = (name: 'firstName' | 'lastName' | 'email') => {
    const { ref, ...field } = register(name);
    return {
      ...field,
      inputRef: ref,
      error: !!errors[name],
      helperText: errors[name]?.message,
      fullWidth: true,
      required: true,
    };
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="First Name" autoComplete="given-name" autoFocus {...text('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...text('lastName')} />
      </Box>
      <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
      <PhoneField {...register('phoneNumber')} error={!!errors.phoneNumber} helperText={errors.phoneNumber?.message} />
      <Controller
        control={control}
        name="timezone"
        render={({ field, fieldState }) => (
          <TimeZoneSelect
            {...field}
            error={fieldState.error?.message}
            zones={choices}
            helperText={signupTimeZoneHelp(field.value, undefined, zones)}
          />
        )}
      />
      <Controller
        control={control}
        name="smsTransactionalOptIn"
        render={({ field: transactional }) => (
          <Controller
            control={control}
            name="smsMarketingOptIn"
            render={({ field: marketing }) => (
              <SmsConsentFields
                transactional={!!transactional.value}
                marketing={!!marketing.value}
                onTransactionalChange={transactional.onChange}
                onMarketingChange={marketing.onChange}
              />
            )}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={sending}>
        {sending ? 'Sending code...' : 'Send Verification Code'}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        By creating an account you agree to our <Link href={paths.terms}>Terms of Service</Link> and{' '}
        <Link href={paths.privacy}>Privacy Policy</Link>.
      </Typography>
    </Box>
  );
}
