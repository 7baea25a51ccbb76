import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useUpdateProfile } from '@/api/profile';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';

/** Shown while a STOP reply holds every text back, with the one-click undo (the same as replying START). */
export function OptedOutNotice() {
  const update = useUpdateProfile();
  const resume = () =>
    update.mutate(
      { smsOptedOut: false },
      {
        onSuccess: () => toast.success('Preferences updated successfully'),
        onError: (error) => toast.error('Failed to update preferences', failureDescription(error)),
      },
    );
  return (
    <Alert severity="warning" variant="outlined" role="region" aria-label="You replied STOP: texts are off">
      <AlertTitle>You replied STOP: texts are off</AlertTitle>
      NagText sends you no texts, reminders included, until you resume them here or reply START.
      <Box sx={{ mt: 1.5 }}>
        <Button variant="contained" color="warning" size="small" onClick={resume} disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Resume texts'}
        </Button>
      </Box>
    </Alert>
  );
}
