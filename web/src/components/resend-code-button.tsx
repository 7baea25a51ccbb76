import Button from '@mui/material/Button';

interface ResendCodeButtonProps {
  /** What goes again: "code" unless told ("codes" when one goes to each of two numbers). */
  noun?: string;
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
}

/** Disabled while the countdown runs (30 seconds, reset by every resend). */
export function ResendCodeButton({ noun = 'code', secondsLeft, sending, onResend }: ResendCodeButtonProps) {
  const label = secondsLeft > 0 ? `Resend ${noun} in ${secondsLeft}s` : sending ? 'Sending...' : `Resend ${noun}`;
  return (
    <Button onClick={onResend} disabled={secondsLeft > 0 || sending} sx={{ minWidth: 170 }}>
      {label}
    </Button>
  );
}
