import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminErrorText } from '../admin-error-text';
import { ADMIN_PAGE_SIZE } from '../api/admin-query-keys';
import { usePageWithin } from '../use-page-within';
import { ErrorText } from './error-text';
import { LoadingRow } from './loading-row';
import { PageLinks } from './page-links';

interface UserListSectionProps<D> {
  query: UseQueryResult<D>;
  /** The rows of the loaded page and the total that matched. */
  read: (data: D) => { count: number; total: number };
  page: number;
  setPage: (page: number) => void;
  loadingText: string;
  errorText: string;
  emptyText: string;
  pagesLabel: string;
  filters: ReactNode;
  /** A line about the whole list, under the filters (what its texts count toward). */
  note?: (data: D) => ReactNode;
  table: (data: D) => ReactNode;
}

/** The states of one per-user list: loading, failed, empty, a page, and paging. */
export function UserListSection<D>({
  query,
  read,
  page,
  setPage,
  loadingText,
  errorText,
  emptyText,
  pagesLabel,
  filters,
  note,
  table,
}: UserListSectionProps<D>) {
  const counts = query.data ? read(query.data) : { count: 0, total: 0 };
  const pageCount = Math.ceil(counts.total / ADMIN_PAGE_SIZE);
  usePageWithin(page, pageCount, !!query.data && !query.isPlaceholderData, setPage);

  let body: ReactNode;
  if (query.isPending) body = <LoadingRow text={loadingText} />;
  else if (query.isError) body = <ErrorText text={adminErrorText(query.error, errorText)} />;
  else if (counts.count === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  } else {
    body = (
      <Box
        aria-busy={query.isFetching || query.isPlaceholderData}
        sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {table(query.data)}
      </Box>
    );
  }
  return (
    <>
      {filters}
      {query.data && !query.isError && note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {note(query.data)}
        </Typography>
      )}
      {query.data && !query.isError && counts.total > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {counts.total.toLocaleString('en-US')} in all
        </Typography>
      )}
      {body}
      {!query.isError && <PageLinks page={page} pageCount={pageCount} onChange={setPage} label={pagesLabel} />}
    </>
  );
}
