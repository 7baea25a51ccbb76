import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { adminErrorText, isNotFound } from '../admin-error-text';
import { useAdminUser } from '../api/get-user';
import { displayEmail, displayName, displayPhone } from '../user-display';
import { AdminPageHeading } from './admin-page-heading';
import { ErrorText } from './error-text';
import { UserNotFound } from './user-not-found';

export type UserTab = 'notifications' | 'tasks' | 'messages' | 'people';
const TABS: { value: UserTab; label: string }[] = [
  { value: 'notifications', label: 'Notifications' },
  { value: 'tasks', label: 'Tasks' },
  { value: 'messages', label: 'Messages' },
  { value: 'people', label: 'People' },
];

/**
 * The user's name, Back and View Details, and the tabs Notifications (the default),
 * Tasks, Messages and People, each its own address. The list of the chosen tab is the child.
 * An id no user has shows "User not found" instead.
 */
export function UserFrame({ userId, tab, children }: { userId: string; tab: UserTab; children: ReactNode }) {
  const user = useAdminUser(userId);
  if (isNotFound(user.error)) return <UserNotFound />;
  let title: ReactNode = <Skeleton width={220} aria-label="Loading user" />;
  if (user.data) title = displayName(user.data);
  else if (user.isError) title = 'User Details';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <AdminPageHeading
        title={title}
        subtitle={user.data ? `${displayPhone(user.data)} · ${displayEmail(user.data)}` : undefined}
        actions={
          <>
            <Button href={paths.admin.users} startIcon={<ArrowBackIcon />} variant="outlined">
              Back
            </Button>
            <Button
              href={paths.admin.userTab(userId, 'profile')}
              startIcon={<PersonIcon />}
              variant="contained"
              disabled={!user.data}
            >
              View Details
            </Button>
          </>
        }
      />
      {user.isError ? (
        <ErrorText text={adminErrorText(user.error, 'Failed to fetch user details')} />
      ) : (
        <Paper variant="outlined" sx={{ minWidth: 0 }}>
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Tabs value={tab} aria-label="User activity" variant="scrollable" allowScrollButtonsMobile>
              {TABS.map((t) => (
                <Tab key={t.value} value={t.value} label={t.label} href={paths.admin.userTab(userId, t.value)} />
              ))}
            </Tabs>
          </Box>
          <Box sx={{ p: { xs: 1.5, sm: 3 } }}>{children}</Box>
        </Paper>
      )}
    </Container>
  );
}
