import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef } from 'react';

/** Phone number input: the keypad on phones, autofill of the user's own number, and the country-code hint. */
export const PhoneField = forwardRef<HTMLInputElement, TextFieldProps>(function PhoneField(
  { helperText, ...props },
  ref,
) {
  return (
    <TextField
      label="Phone Number"
      type="tel"
      autoComplete="tel"
      placeholder="(555) 123-4567"
      fullWidth
      required
      inputRef={ref}
      helperText={
        helperText ?? 'US numbers: 10 digits. Outside the US, start with + and the country code (e.g. +44 7400 123456).'
      }
      {...props}
    />
  );
});
