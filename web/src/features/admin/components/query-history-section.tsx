import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { adminErrorText } from '../admin-error-text';
import { ADMIN_PAGE_SIZE } from '../api/admin-query-keys';
import { useQueryHistory } from '../api/list-query-history';
import { formatAdminDateTime } from '../format-admin-date';
import { usePageWithin } from '../use-page-within';
import { ErrorText } from './error-text';
import { LoadingRow } from './loading-row';
import { PageLinks } from './page-links';
import { StatusChip } from './status-chip';

const OUTCOME_TONES = { ok: 'success', refused: 'error', failed: 'warning' } as const;
const who = (adminId: string) => (adminId.startsWith('admin:') ? adminId.slice('admin:'.length) : `user ${adminId}`);

/** Every statement admins ran here (refused ones too), newest first; "Use" puts one back in the editor. */
export function QueryHistorySection({ onUse }: { onUse: (statement: string) => void }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const history = useQueryHistory(page);
  const pageCount = Math.ceil((history.data?.total ?? 0) / ADMIN_PAGE_SIZE);
  usePageWithin(page, pageCount, !!history.data && !history.isPlaceholderData, setPage);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Query history
      </Typography>
      {history.isPending && <LoadingRow text="Loading history..." />}
      {history.isError && <ErrorText text={adminErrorText(history.error, 'Failed to load the query history')} />}
      {history.data && history.data.queries.length === 0 && <Typography color="text.secondary">No queries yet.</Typography>}
      {history.data && history.data.queries.length > 0 && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId} sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Statement</TableCell>
                <TableCell>Outcome</TableCell>
                <TableCell align="right">Rows</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.queries.map((q) => (
                <TableRow key={q.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{formatAdminDateTime(q.at)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>{who(q.adminId)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', verticalAlign: 'top', maxWidth: 420 }}>
                    {q.statement.length > 400 ? `${q.statement.slice(0, 400)}…` : q.statement}
                    {q.message && (
                      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontFamily: 'inherit', mt: 0.5 }}>
                        {q.message}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <StatusChip label={q.outcome} tone={OUTCOME_TONES[q.outcome]} />
                  </TableCell>
                  <TableCell align="right" sx={{ verticalAlign: 'top' }}>{q.rowCount.toLocaleString('en-US')}</TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <Button size="small" onClick={() => onUse(q.statement)} aria-label={`Use this statement: ${q.statement.slice(0, 60)}`}>
                      Use
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {!history.isError && <PageLinks page={page} pageCount={pageCount} onChange={setPage} label="Query history pages" />}
    </Paper>
  );
}
