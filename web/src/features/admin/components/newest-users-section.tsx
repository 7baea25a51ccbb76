import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { adminErrorText } from '../admin-error-text';
import { useAdminUsers } from '../api/list-users';
import { formatAdminDate } from '../format-admin-date';
import { displayEmail, displayName } from '../user-display';
import { DashboardSection } from './dashboard-section';
import { ErrorText } from './error-text';
import { LoadingRow } from './loading-row';
import { SubscriptionChip } from './status-chip';

const NEWEST = 5;

/** The five users who signed up last, each a link to their page. */
export function NewestUsersSection() {
  const users = useAdminUsers(1, '', NEWEST);
  return (
    <DashboardSection title="Newest users" action={<Link href={paths.admin.users}>All users</Link>}>
      {(headingId) => {
        if (users.isPending) return <LoadingRow text="Loading users..." />;
        if (users.isError) return <ErrorText text={adminErrorText(users.error, 'Failed to load users')} />;
        if (users.data.users.length === 0) return <Typography color="text.secondary">No users found</Typography>;
        return (
          <List dense disablePadding aria-labelledby={headingId}>
            {users.data.users.map((user) => (
              <ListItem key={user.id} disablePadding>
                <ListItemButton href={paths.admin.user(user.id)} sx={{ borderRadius: 1, gap: 1 }}>
                  <ListItemText
                    primary={displayName(user)}
                    secondary={`${displayEmail(user)} · joined ${formatAdminDate(user.createdAt)}`}
                    slotProps={{
                      primary: { sx: { fontWeight: 600 } },
                      secondary: { sx: { overflowWrap: 'anywhere' } },
                    }}
                  />
                  <SubscriptionChip status={user.subscriptionStatus} where="list" />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        );
      }}
    </DashboardSection>
  );
}
