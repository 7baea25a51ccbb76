import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { useLogOutEverywhere } from '../api/log-out-everywhere';
import { useSignOut } from '../use-sign-out';
import { AccountCard } from './account-card';

export function AccountSecurityCard({ isPhoneVerified }: { isPhoneVerified: boolean }) {
  const signOut = useSignOut();
  const everywhere = useLogOutEverywhere();
  const signOutEverywhere = () =>
    everywhere.mutate(undefined, {
      onSuccess: () => signOut('Logged out on every device'),
      onError: (error) => toast.error('Failed to sign out everywhere', failureDescription(error)),
    });
  return (
    <AccountCard title="Account Security">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>Phone Verification</Typography>
        <Typography sx={{ fontWeight: 600, color: isPhoneVerified ? 'success.main' : 'warning.main' }}>
          {isPhoneVerified ? '✓ Verified' : 'Not verified'}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {isPhoneVerified
          ? 'Your phone number is verified for SMS notifications'
          : 'Confirm your phone number from My Info to get SMS notifications.'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
        <Button variant="outlined" color="error" onClick={() => signOut()}>
          Sign Out
        </Button>
        <Button
          variant="text"
          color="error"
          onClick={signOutEverywhere}
          disabled={everywhere.isPending}
          aria-describedby="sign-out-everywhere-hint"
        >
          {everywhere.isPending ? 'Signing out...' : 'Sign Out Everywhere'}
        </Button>
      </Box>
      <Typography id="sign-out-everywhere-hint" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Sign Out Everywhere ends your sessions on every phone and computer, this one included.
      </Typography>
    </AccountCard>
  );
}
