import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSignOut } from '../use-sign-out';
import { AccountCard } from './account-card';

export function AccountSecurityCard({ isPhoneVerified }: { isPhoneVerified: boolean }) {
  const signOut = useSignOut();
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
      <Button variant="outlined" color="error" onClick={signOut} sx={{ mt: 3 }}>
        Sign Out
      </Button>
    </AccountCard>
  );
}
