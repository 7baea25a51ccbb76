import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { forwardRef } from 'react';

/** The 6-digit code from the text message; phones offer it from the SMS via one-time-code autofill. */
export const CodeField = forwardRef<HTMLInputElement, TextFieldProps>(function CodeField(props, ref) {
  return (
    <TextField
      label="Verification Code"
      placeholder="Enter 6-digit code"
      autoComplete="one-time-code"
      fullWidth
      required
      autoFocus
      inputRef={ref}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
      {...props}
    />
  );
});
