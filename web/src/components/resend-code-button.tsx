import Button from '@mui/material/Button';

interface ResendCodeButtonProps {
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
}

/** Disabled while the countdown runs (30 seconds, reset by every resend). */
export function ResendCodeButton({ secondsLeft, sending, onResend }: ResendCodeButtonProps) {
  const label = secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : sending ? 'Sending...' : 'Resend code';
  return (
    <Button onClick={onResend} disabled={secondsLeft > 0 || sending} sx={{ minWidth: 170 }}>
      {label}
    </Button>
  );
}
