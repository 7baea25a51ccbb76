import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-error';
import { ADMIN_PAGE_SIZE } from '../api/admin-query-keys';
import { useContactMessages } from '../api/list-contact-messages';
import { ContactMessagesCards } from './contact-messages-cards';
import { ContactMessagesTable } from './contact-messages-table';
import { PageLinks } from './page-links';

const errorText = (error: unknown) =>
  (error instanceof ApiError ? error.serverMessage : undefined) ?? 'Failed to load contact messages';

/** The contact-form inbox: newest first, 10 a page, a table on wide screens and cards on phones. */
export function ContactMessagesSection() {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(1);
  const query = useContactMessages(page);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const total = query.data?.total ?? 0;
  const pageCount = Math.ceil(total / ADMIN_PAGE_SIZE);

  // A page past the end (the inbox shrank since it was counted) falls back to the last one.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && pageCount > 0 && page > pageCount) setPage(pageCount);
  }, [query.data, query.isPlaceholderData, page, pageCount]);

  const goTo = (next: number) => {
    setPage(next);
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}>
        <CircularProgress size={22} aria-hidden="true" />
        <Typography color="text.secondary">Loading messages...</Typography>
      </Box>
    );
  } else if (query.isError) {
    body = (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Try again
          </Button>
        }
      >
        {errorText(query.error)}
      </Alert>
    );
  } else if (query.data.messages.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        No contact messages yet.
      </Typography>
    );
  } else {
    const List = wide ? ContactMessagesTable : ContactMessagesCards;
    body = (
      <Box
        aria-busy={query.isFetching || query.isPlaceholderData}
        sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <List messages={query.data.messages} labelledBy={headingId} />
      </Box>
    );
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 3 }, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 0.5,
          mb: 2,
        }}
      >
        <Typography id={headingId} ref={headingRef} variant="h6" component="h2" sx={{ scrollMarginTop: 88 }}>
          Contact messages
        </Typography>
        {query.data && total > 0 && (
          <Typography variant="body2" color="text.secondary">
            {total === 1 ? '1 message' : `${total} messages`}, newest first
          </Typography>
        )}
      </Box>
      {body}
      {!query.isError && <PageLinks page={page} pageCount={pageCount} onChange={goTo} label="Contact messages pages" />}
    </Paper>
  );
}
