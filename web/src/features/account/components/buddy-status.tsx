import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { forwardRef, useId } from 'react';
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
  onChange: () => void;
  onRemove: () => void;
}

const TONE: Record<Buddy['status'], string> = {
  asked: 'text.primary',
  agreed: 'success.main',
  expired: 'warning.main',
  opted_out: 'warning.main',
};

/**
 * The named buddy and where they stand; "Ask again" after no answer, "Share the task's words" saved as it is
 * ticked (the same buddy, so no one is asked again). The forwarded ref is the Change button, where the focus
 * returns after the form.
 */
export const BuddyStatus = forwardRef<HTMLButtonElement, BuddyStatusProps>(function BuddyStatus(
  { profile, buddy, onChange, onRemove },
  changeRef,
) {
  const save = useSetBuddy();
  const shareHelpId = useId();
  const gone = buddy.status === 'opted_out';

  const resend = (shareTaskWords: boolean, asking: boolean) => {
    if (save.isPending) return;
    save.mutate(
      { firstName: buddy.firstName, phoneNumber: buddy.phoneNumber, shareTaskWords },
      {
        onSuccess: (saved) => {
          toast.dismissErrors();
          if (asking)
            toast.success('Buddy saved', `We texted ${saved.buddy?.firstName ?? buddy.firstName} to ask again.`);
          else toast.success('Buddy saved');
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
          {buddy.firstName}{' '}
          <Typography component="span" color="text.secondary">
            {formatPhone(buddy.phoneNumber)}
          </Typography>
        </Typography>
        <Typography role="status" sx={{ mt: 0.5, color: TONE[buddy.status] }}>
          {buddyStatusText(buddy, profile.timezone)}
        </Typography>
        {gone && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            They replied STOP, so NagText never texts them again. You can name someone else.
          </Typography>
        )}
      </Box>
      {!gone && (
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={share}
                disabled={save.isPending}
                onChange={(event) => resend(event.target.checked, false)}
                slotProps={{ input: { 'aria-describedby': shareHelpId } }}
              />
            }
            label="Share the task's words"
          />
          <Typography id={shareHelpId} variant="body2" color="text.secondary" sx={{ ml: { xs: 0, sm: 4 } }}>
            Off: the text says “one of their reminders” instead of the task. Changing this asks no one again.
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {buddy.status === 'expired' && (
          <Button variant="contained" onClick={() => resend(buddy.shareTaskWords, true)} disabled={save.isPending}>
            {save.isPending ? 'Asking...' : 'Ask again'}
          </Button>
        )}
        <Button
          ref={changeRef}
          variant={buddy.status === 'expired' ? 'outlined' : 'contained'}
          onClick={onChange}
          disabled={save.isPending}
        >
          {gone ? 'Name someone else' : 'Change'}
        </Button>
        <Button color="error" onClick={onRemove} disabled={save.isPending}>
          Remove
        </Button>
      </Box>
    </Box>
  );
});
