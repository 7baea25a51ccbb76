import Button, { type ButtonProps } from '@mui/material/Button';
import { useCreateCustomerPortal } from '@/api/customer-portal';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';

/**
 * Opens the payment provider's portal (card, cancel, resume); "Failed to open billing portal" when it cannot.
 * `label`: what the button says ("Update payment method" after a failed payment).
 */
export function ManageSubscriptionButton({
  label = 'Manage Subscription',
  ...props
}: Omit<ButtonProps, 'onClick' | 'disabled' | 'children'> & { label?: string }) {
  const portal = useCreateCustomerPortal();
  const leaving = portal.isPending || portal.isSuccess;
  const open = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error('Failed to open billing portal', failureDescription(error)),
    });
  return (
    <Button variant="contained" {...props} onClick={open} disabled={leaving}>
      {leaving ? 'Opening...' : label}
    </Button>
  );
}
