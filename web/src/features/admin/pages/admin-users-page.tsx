import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { usePageMeta } from '@/lib/use-page-meta';
import { adminErrorText } from '../admin-error-text';
import { ADMIN_PAGE_SIZE } from '../api/admin-query-keys';
import { useAdminUsers } from '../api/list-users';
import { AdminPageHeading } from '../components/admin-page-heading';
import { ErrorText } from '../components/error-text';
import { LoadingRow } from '../components/loading-row';
import { PageLinks } from '../components/page-links';
import { UsersCards } from '../components/users-cards';
import { UsersSearchField } from '../components/users-search-field';
import { UsersTable } from '../components/users-table';
import { usePageWithin } from '../use-page-within';
import { useDebouncedValue } from '../use-debounced-value';

/** The search waits 500 ms after the last keystroke, then starts again at page 1. */
const SEARCH_DEBOUNCE_MS = 500;

export default function AdminUsersPage() {
  usePageMeta('User Management', 'Find, open, edit or remove NagText users.');
  const headingId = useId();
  const [typed, setTyped] = useState('');
  const debounced = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    setSearch(debounced);
    setPage(1);
  }, [debounced]);

  const query = useAdminUsers(page, search);
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  const total = query.data?.total ?? 0;
  const pageCount = Math.ceil(total / ADMIN_PAGE_SIZE);
  usePageWithin(page, pageCount, !!query.data && !query.isPlaceholderData, setPage);

  let body: ReactNode;
  if (query.isPending) body = <LoadingRow text="Loading users..." />;
  else if (query.isError) body = <ErrorText text={adminErrorText(query.error, 'Failed to load users')} />;
  else if (query.data.users.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        No users found
      </Typography>
    );
  } else {
    body = (
      <Box
        aria-busy={query.isFetching || query.isPlaceholderData}
        sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {wide ? (
          <UsersTable users={query.data.users} labelledBy={headingId} />
        ) : (
          <UsersCards users={query.data.users} labelledBy={headingId} />
        )}
      </Box>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <AdminPageHeading title={<span id={headingId}>User Management</span>} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 }, minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            mb: 2,
          }}
        >
          <UsersSearchField value={typed} onChange={setTyped} />
          {query.data && !query.isError && total > 0 && (
            <Typography variant="body2" color="text.secondary" role="status">
              {query.data.totalIsCapped
                ? `More than ${total.toLocaleString('en-US')} users match: add a word to narrow the search`
                : `${total.toLocaleString('en-US')} ${total === 1 ? 'user' : 'users'}`}
            </Typography>
          )}
        </Box>
        {body}
        {!query.isError && <PageLinks page={page} pageCount={pageCount} onChange={setPage} label="User pages" />}
      </Paper>
    </Container>
  );
}
