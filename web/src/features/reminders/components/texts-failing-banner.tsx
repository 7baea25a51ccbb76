import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { formatPhone } from '@shared/phone';
import { paths } from '@/config/paths';

/** Delivery receipts say texts to the user's number fail: nothing about that may be silent. Gone once one is delivered. */
export function TextsFailingBanner({ phoneNumber }: { phoneNumber: string }) {
  return (
    <Alert severity="warning" variant="outlined" role="region" aria-label="Texts are failing">
      Texts to {formatPhone(phoneNumber)} are failing. Check the number in <Link href={paths.profile}>My Info</Link>
    </Alert>
  );
}
