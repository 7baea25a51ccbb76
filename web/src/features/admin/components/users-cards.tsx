import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@shared/contracts';
import { paths } from '@/config/paths';
import { formatAdminDate } from '../format-admin-date';
import { displayEmail, displayName, displayPhone } from '../user-display';
import { ActiveChip, StatusChip, subscriptionTone } from './status-chip';

/** Phones: the user list as cards (the same fields as the table's columns), each a link to the user. */
export function UsersCards({ users, labelledBy }: { users: AdminUser[]; labelledBy: string }) {
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
      {users.map((user) => (
        <li key={user.id}>
          <ButtonBase
            href={paths.admin.user(user.id)}
            aria-label={`Open ${displayName(user)}`}
            sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, '&:hover': { borderColor: 'primary.main' } }}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{displayName(user)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {displayEmail(user)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {displayPhone(user)} · joined {formatAdminDate(user.createdAt)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
              <StatusChip label={user.subscriptionStatus} tone={subscriptionTone(user.subscriptionStatus, 'list')} />
              <ActiveChip isActive={user.isActive} />
            </Box>
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
