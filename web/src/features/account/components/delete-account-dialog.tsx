import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CodeSent } from '@shared/contracts';
import { formatPhone } from '@shared/phone';
import { ApiError } from '@/lib/api-error';
import { failureDescription } from '@/lib/failure-description';
import { needsNewCode } from '@/lib/needs-new-code';
import { useCountdown } from '@/lib/use-countdown';
import { DialogActionButtons } from '@/components/dialog-action-buttons';
import { useDeleteAccount, useRequestAccountDeletionCode } from '../api/delete-account';
import { INVALID_CODE_TITLE } from '../verify-phone-error-text';
import { DeleteAccountCodeStep, type DeletionCodeValues } from './delete-account-code-step';

interface DeleteAccountDialogProps {
  open: boolean;
  /** The number on file, where the code goes. */
  phoneNumber: string;
  onClose: () => void;
}

/** Where the code went and until when it works (epoch ms). */
type SentCode = { phone: string; expiresAt: number };

/**
 * Deleting the account: what goes, then a code texted to the number on file, then the code. Closing keeps a code
 * that still works, so reopening returns to it; every error belongs to its step and leaves with it.
 */
export function DeleteAccountDialog({ open, phoneNumber, onClose }: DeleteAccountDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const codeForm = useForm<DeletionCodeValues>({ defaultValues: { code: '' } });
  const requestCode = useRequestAccountDeletionCode();
  const remove = useDeleteAccount();
  const countdown = useCountdown();

  // Reopened once the code has expired: back to the start (state adjusted as `open` changes, not after a paint).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && sent && sent.expiresAt <= Date.now()) setSent(null);
  }

  // Said in the dialog, not in a toast: a toast would outlive the dialog and cover the home page's notice.
  const codeSent = (answer: CodeSent) => {
    setResent(sent !== null);
    countdown.start(answer.resendAfterSeconds);
    setSent({ phone: answer.phoneNumber, expiresAt: Date.now() + answer.expiresInSeconds * 1000 });
    setSendError(null);
    codeForm.reset({ code: '' });
  };

  const sendCode = () =>
    requestCode.mutate(undefined, {
      onSuccess: codeSent,
      onError: (error) => {
        const text = failureDescription(error) ?? 'Failed to send verification code. Please try again.';
        setResent(false);
        if (sent) codeForm.setError('code', { type: 'server', message: text }, { shouldFocus: true });
        else setSendError(text);
        if (error instanceof ApiError && error.body?.retryAfterSeconds) countdown.start(error.body.retryAfterSeconds);
      },
    });

  const onDelete = ({ code }: DeletionCodeValues) => {
    if (remove.isPending) return; // Enter pressed again while the first try is under way
    remove.mutate(code.trim(), {
      onError: (error) => {
        setResent(false);
        // A code that can no longer work is cleared: only a new one helps (the message says so).
        if (needsNewCode(error)) codeForm.reset({ code: '' });
        codeForm.setError(
          'code',
          { type: 'server', message: failureDescription(error) ?? INVALID_CODE_TITLE },
          { shouldFocus: true },
        );
      },
    });
  };

  const close = () => {
    if (remove.isPending) return;
    setSendError(null);
    setResent(false);
    codeForm.reset({ code: '' });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Delete your account?</DialogTitle>
      {sent ? (
        <DeleteAccountCodeStep
          phone={sent.phone}
          resent={resent}
          form={codeForm}
          descriptionId={descriptionId}
          deleting={remove.isPending}
          sending={requestCode.isPending}
          secondsLeft={countdown.secondsLeft}
          onDelete={onDelete}
          onResend={sendCode}
          onCancel={close}
        />
      ) : (
        <>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText id={descriptionId}>
              This deletes, at once and for good, your reminders and their history, the texts we sent you and you sent
              us, and your subscription (cancelled at once, no further charge).
            </DialogContentText>
            <DialogContentText sx={{ mt: 1.5 }}>
              To make sure it’s you, we’ll text a 6-digit code to{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatPhone(phoneNumber)}.
              </Box>{' '}
              Want a copy of your data first? Close this and use Download my data.
            </DialogContentText>
            {sendError && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {sendError}
              </Alert>
            )}
          </DialogContent>
          <DialogActionButtons
            primary={
              <Button
                variant="contained"
                onClick={sendCode}
                disabled={requestCode.isPending || countdown.secondsLeft > 0}
                autoFocus
              >
                {requestCode.isPending
                  ? 'Sending...'
                  : countdown.secondsLeft > 0
                    ? `Text me a code in ${countdown.secondsLeft}s`
                    : 'Text me a code'}
              </Button>
            }
            secondary={<Button onClick={close}>Cancel</Button>}
          />
        </>
      )}
    </Dialog>
  );
}
