import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminUser } from '@shared/contracts';
import { paths } from '@/config/paths';
import { formatAdminDate } from '../format-admin-date';
import { displayEmail, displayName, displayPhone } from '../user-display';
import { ActiveChip, SubscriptionChip } from './status-chip';

interface UsersTableProps {
  users: AdminUser[];
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/** Name, Email, Phone Number, Subscription Status, Active Status, Created At; a row opens the user. */
export function UsersTable({ users, labelledBy }: UsersTableProps) {
  const navigate = useNavigate();
  const open = (user: AdminUser) => void navigate(paths.admin.user(user.id));
  const onKey = (event: KeyboardEvent, user: AdminUser) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(user);
    }
  };
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-labelledby={labelledBy} size="small" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Phone Number</TableCell>
            <TableCell>Subscription Status</TableCell>
            <TableCell>Active Status</TableCell>
            <TableCell>Created At</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow
              key={user.id}
              hover
              tabIndex={0}
              aria-label={`Open ${displayName(user)}`}
              onClick={() => open(user)}
              onKeyDown={(event) => onKey(event, user)}
              sx={{
                cursor: 'pointer',
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              <TableCell sx={{ fontWeight: 600 }}>{displayName(user)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{displayEmail(user)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayPhone(user)}</TableCell>
              <TableCell>
                <SubscriptionChip status={user.subscriptionStatus} where="list" />
              </TableCell>
              <TableCell>
                <ActiveChip isActive={user.isActive} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAdminDate(user.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
