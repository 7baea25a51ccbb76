import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { formatPhone } from '@shared/phone';
import { CodeField } from '@/components/code-field';
import { DialogActionButtons } from '@/components/dialog-action-buttons';

export interface DeletionCodeValues {
  code: string;
}

interface DeleteAccountCodeStepProps {
  /** Where the code went, as the server answered. */
  phone: string;
  /** A new code has just gone out (after the first). */
  resent: boolean;
  form: UseFormReturn<DeletionCodeValues>;
  descriptionId: string;
  deleting: boolean;
  sending: boolean;
  secondsLeft: number;
  onDelete: (values: DeletionCodeValues) => void;
  onResend: () => void;
  onCancel: () => void;
}

const codeRule = (value: string) => {
  const code = value.trim();
  if (code === '') return 'Verification code is required';
  return /^\d{6}$/.test(code) || 'Verification code must be 6 digits';
};

/** The second step: the code from the text, and the last button. Enter submits; the field has the focus. */
export function DeleteAccountCodeStep({
  phone,
  resent,
  form,
  descriptionId,
  deleting,
  sending,
  secondsLeft,
  onDelete,
  onResend,
  onCancel,
}: DeleteAccountCodeStepProps) {
  const error = form.formState.errors.code?.message;
  const resendLabel =
    secondsLeft > 0 ? `Send a new code in ${secondsLeft}s` : sending ? 'Sending...' : 'Send a new code';
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onDelete)} aria-label="Confirm with the code">
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText id={descriptionId} sx={{ mb: 2.5 }}>
          Enter the 6-digit code we sent to{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatPhone(phone)}.
          </Box>{' '}
          Your account is deleted as soon as the code checks out; this cannot be undone.
        </DialogContentText>
        {/* While the account goes (a few seconds), the dialog says so with a bar, rather than only greying its buttons. */}
        <Typography
          role="status"
          variant="body2"
          color={deleting ? 'text.primary' : 'success.main'}
          sx={{ mb: resent || deleting ? 2 : 0 }}
        >
          {deleting
            ? 'Deleting your account and everything in it…'
            : resent
              ? 'We sent you a new code. The one before it no longer works.'
              : ''}
        </Typography>
        {deleting && <LinearProgress color="error" aria-label="Deleting your account" sx={{ mb: 2 }} />}
        <CodeField {...form.register('code', { validate: codeRule })} error={!!error} helperText={error ?? ' '} />
      </DialogContent>
      <DialogActionButtons
        primary={
          <Button type="submit" variant="contained" color="error" disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete my account for good'}
          </Button>
        }
        extra={
          <Button onClick={onResend} disabled={secondsLeft > 0 || sending || deleting}>
            {resendLabel}
          </Button>
        }
        secondary={
          <Button onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
        }
      />
    </Box>
  );
}
