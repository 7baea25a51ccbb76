import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { BuddyInvite } from '@shared/contracts/escalation';
import { toast } from '@/lib/toast';
import { formatMediumDate } from '../format-medium-date';

/** A phone (touch first) gets the "Send from this phone" link; a computer copies the message. */
const onPhone = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;

const copy = (message: string) => {
  void navigator.clipboard?.writeText(message).then(
    () => toast.success('Message copied'),
    () => toast.error('Could not copy', 'Select the message and copy it yourself.'),
  );
};

interface InviteItemProps {
  invite: BuddyInvite;
  timeZone: string;
  /** A line under who it is for: what their JOIN does besides ("Joins your household"). */
  note?: string;
}

/**
 * One open invite, a buddy's or a person's, as an item of a list: its code and who it is for, the ready message to
 * send from your own phone, until when it can be used, and Send (on a phone) or Copy.
 */
export function InviteItem({ invite, timeZone, note }: InviteItemProps) {
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>
        Code{' '}
        <Box component="span" sx={{ fontFamily: 'monospace', letterSpacing: 1 }}>
          {invite.code}
        </Box>
        {invite.firstName ? ` for ${invite.firstName}` : ''}
      </Typography>
      {note && <Typography variant="body2">{note}</Typography>}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {invite.message}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Valid until {formatMediumDate(invite.expiresAt, timeZone) ?? 'a week from now'}, once.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {onPhone() && (
          <Button component={Link} href={invite.smsLink} variant="contained">
            Send from this phone
          </Button>
        )}
        <Button variant="outlined" onClick={() => copy(invite.message)}>
          Copy message
        </Button>
      </Box>
    </Box>
  );
}
