import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@shared/contracts';
import { paths } from '@/config/paths';
import { formatAdminDate } from '../format-admin-date';
import { displayEmail, displayName, displayPhone } from '../user-display';
import { ActiveChip, SubscriptionChip } from './status-chip';

/**
 * Phones: the user list as cards (the same fields as the table's columns). The name is the link, named by what
 * it shows, and its hit area stretches over the whole card, so a tap anywhere opens the user.
 */
export function UsersCards({ users, labelledBy }: { users: AdminUser[]; labelledBy: string }) {
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
      {users.map((user) => (
        <Box
          component="li"
          key={user.id}
          sx={{
            position: 'relative',
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '&:hover': { borderColor: 'primary.main' },
            '&:has(a:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Link
            href={paths.admin.user(user.id)}
            underline="none"
            color="inherit"
            sx={{
              fontWeight: 600,
              overflowWrap: 'anywhere',
              '&:focus-visible': { outline: 'none' },
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1 },
            }}
          >
            {displayName(user)}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {displayEmail(user)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {displayPhone(user)} · joined {formatAdminDate(user.createdAt)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
            <SubscriptionChip status={user.subscriptionStatus} where="list" />
            <ActiveChip isActive={user.isActive} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
