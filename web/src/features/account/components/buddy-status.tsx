import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Profile } from '@shared/contracts';
import type { Buddy } from '@shared/contracts/escalation';
import { formatPhone } from '@shared/phone';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { useSetBuddy } from '../api/set-buddy';
import { buddyStatusText } from '../buddy-status-text';

interface BuddyStatusProps {
  profile: Profile;
  buddy: Buddy;
  onRemove: () => void;
}

const TONE: Record<Buddy['status'], string> = {
  joined: 'success.main',
  left: 'warning.main',
  asked: 'warning.main',
  agreed: 'success.main',
  expired: 'warning.main',
  opted_out: 'warning.main',
};

/**
 * The buddy and where they stand; "Share the task's words" saved as it is ticked (nothing is texted), and Remove.
 */
export function BuddyStatus({ profile, buddy, onRemove }: BuddyStatusProps) {
  const save = useSetBuddy();
  const shareHelpId = useId();
  const live = buddy.status === 'joined' || buddy.status === 'agreed';
  const gone = buddy.status === 'opted_out';

  const saveShare = (shareTaskWords: boolean) => {
    if (save.isPending) return;
    save.mutate(
      { shareTaskWords },
      {
        onSuccess: () => {
          toast.dismissErrors();
          toast.success('Buddy saved');
        },
        onError: (error) => toast.error('Failed to save buddy', failureDescription(error)),
      },
    );
  };
  const share = save.isPending ? save.variables.shareTaskWords === true : buddy.shareTaskWords;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {buddy.firstName ?? ''}{' '}
          <Typography component="span" color="text.secondary">
            {formatPhone(buddy.phoneNumber)}
          </Typography>
        </Typography>
        <Typography role="status" sx={{ mt: 0.5, color: TONE[buddy.status] }}>
          {buddyStatusText(buddy, profile.timezone)}
        </Typography>
        {gone && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            They replied STOP, so NagText never texts them again unless they join an invite themselves.
          </Typography>
        )}
      </Box>
      {live && (
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={share}
                disabled={save.isPending}
                onChange={(event) => saveShare(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': shareHelpId } }}
              />
            }
            label="Share the task's words"
          />
          <Typography id={shareHelpId} variant="body2" color="text.secondary" sx={{ ml: { xs: 0, sm: 4 } }}>
            Off: the text says “one of their reminders” instead of the task. Changing this texts no one.
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={onRemove} disabled={save.isPending}>
          Remove
        </Button>
      </Box>
    </Box>
  );
}
