import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CodeField } from '@/components/code-field';

export interface CodeValues {
  code: string;
}

interface CodeFormProps {
  form: UseFormReturn<CodeValues>;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  onSubmit: (values: CodeValues) => void;
  /** Secondary actions under the submit button ("Back to Phone Number", resend). */
  actions: ReactNode;
}

/** The second step of log-in and sign-up: the code from the text message. */
export function CodeForm({ form, submitLabel, submittingLabel, submitting, onSubmit, actions }: CodeFormProps) {
  const { register, handleSubmit, formState } = form;
  const error = formState.errors.code?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <CodeField
        {...register('code', { validate: (v) => v.trim() !== '' || 'Verification code is required' })}
        error={!!error}
        helperText={error ?? ' '}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 2 }}>
        {submitting ? submittingLabel : submitLabel}
      </Button>
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>{actions}</Box>
    </form>
  );
}
