import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminUpdateUserRequest, AdminUser } from '@shared/contracts';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { usePageMeta } from '@/lib/use-page-meta';
import { adminErrorText, adminFailureDescription, isNotFound } from '../admin-error-text';
import { forgetAdminUser, useDeleteAdminUser } from '../api/delete-user';
import { useAdminUser } from '../api/get-user';
import { useUpdateAdminUser } from '../api/update-user';
import { AdminPageHeading } from '../components/admin-page-heading';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { DetailCard } from '../components/detail-card';
import { EditUserDialog, type EditUserIssues } from '../components/edit-user-dialog';
import { ErrorText } from '../components/error-text';
import { SecurityEventsCard } from '../components/security-events-card';
import { LoadingRow } from '../components/loading-row';
import { ActiveChip, SubscriptionChip } from '../components/status-chip';
import { UserNotFound } from '../components/user-not-found';
import { formatAdminDateTime } from '../format-admin-date';
import { roleLabel } from '../status-labels';
import { timeZoneLabel } from '@/components/time-zone-choices';
import { displayEmail, displayName, displayPhone } from '../user-display';
import { useUserIdParam } from '../use-user-id-param';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Yes, or No and why: a STOP reply, or never agreeing to any text (neither box ticked). */
function smsOptInText(user: Pick<AdminUser, 'smsOptIn' | 'smsOptedOut'>): string {
  if (user.smsOptIn) return 'Yes';
  return user.smsOptedOut ? 'No (replied STOP)' : 'No (never agreed to texts)';
}

/** "Central Time (Chicago)", with the zone's IANA name under it. */
function TimeZoneText({ zone }: { zone: string }) {
  const label = timeZoneLabel(zone);
  return (
    <>
      {label}
      {label !== zone && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {zone}
        </Typography>
      )}
    </>
  );
}

/** The server's 400 issues, by the dialog's field names. */
function issuesOf(error: unknown): EditUserIssues {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return Object.fromEntries((error.body?.error.issues ?? []).map((issue) => [issue.path, issue.message]));
}

/** Personal Information, Account Information, SMS Preferences, Security Events, with Edit User and Delete User. */
export default function AdminUserProfilePage() {
  usePageMeta('User Profile', 'A NagText user’s profile.');
  const userId = useUserIdParam();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateAdminUser();
  const remove = useDeleteAdminUser();
  // Once deleted, the user is never asked for again (that would answer 404) and is forgotten when this page goes.
  const user = useAdminUser(userId, !remove.isSuccess);
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) forgetAdminUser(queryClient, userId);
    },
    [queryClient, userId],
  );
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [issues, setIssues] = useState<EditUserIssues>({});

  const save = (body: AdminUpdateUserRequest) => {
    setIssues({});
    update.mutate(
      { userId, body },
      {
        onSuccess: () => {
          toast.success('User updated successfully');
          setEditing(false);
        },
        onError: (error) => {
          setIssues(issuesOf(error));
          toast.error('Failed to update user', adminFailureDescription(error));
        },
      },
    );
  };
  const confirmDelete = () =>
    remove.mutate(userId, {
      onSuccess: () => {
        deleted.current = true;
        toast.success('User deleted successfully');
        void navigate(paths.admin.dashboard, { replace: true });
      },
      onError: (error) => {
        setDeleting(false);
        toast.error('Failed to delete user', adminFailureDescription(error));
      },
    });

  const back = (
    <Button href={paths.admin.user(userId)} startIcon={<ArrowBackIcon />} variant="outlined">
      Back
    </Button>
  );
  if (isNotFound(user.error)) return <UserNotFound />;
  if (user.isPending || user.isError) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
        <AdminPageHeading title="User Profile" actions={back} />
        {user.isPending ? (
          <LoadingRow text="Loading user..." />
        ) : (
          <ErrorText text={adminErrorText(user.error, 'Failed to fetch user details')} />
        )}
      </Container>
    );
  }
  const u = user.data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <AdminPageHeading
        title={displayName(u)}
        subtitle="User Profile"
        actions={
          <>
            {back}
            <Button
              startIcon={<EditIcon />}
              variant="contained"
              onClick={() => {
                setIssues({});
                setEditing(true);
              }}
            >
              Edit User
            </Button>
            <Button startIcon={<DeleteIcon />} variant="outlined" color="error" onClick={() => setDeleting(true)}>
              Delete User
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <DetailCard
          title="Personal Information"
          rows={[
            ['First Name', u.firstName || 'N/A'],
            ['Last Name', u.lastName || 'N/A'],
            ['Email', displayEmail(u)],
            ['Phone Number', displayPhone(u)],
          ]}
        />
        <DetailCard
          title="Account Information"
          rows={[
            ['Role', roleLabel(u.role)],
            ['Status', <ActiveChip key="a" isActive={u.isActive} />],
            ['Subscription', <SubscriptionChip key="s" status={u.subscriptionStatus} where="detail" />],
            ['Phone Verified', yesNo(u.isPhoneVerified)],
            ['Time Zone', <TimeZoneText key="z" zone={u.timezone} />],
            ['Created', formatAdminDateTime(u.createdAt)],
            ['Last Updated', formatAdminDateTime(u.updatedAt)],
          ]}
        />
        <DetailCard
          title="SMS Preferences"
          rows={[
            ['SMS Opt-In', smsOptInText(u)],
            ['Transactional SMS', yesNo(u.smsTransactionalOptIn)],
            ['Marketing SMS', yesNo(u.smsMarketingOptIn)],
          ]}
        />
        <SecurityEventsCard events={u.securityEvents} />
      </Box>
      {editing && (
        <EditUserDialog
          user={u}
          saving={update.isPending}
          issues={issues}
          onSave={save}
          onClose={() => setEditing(false)}
        />
      )}
      {deleting && (
        <DeleteUserDialog
          name={displayName(u)}
          deleting={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(false)}
        />
      )}
    </Container>
  );
}
