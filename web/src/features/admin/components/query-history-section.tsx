import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import type { DatabaseQueryHistoryEntry } from '@shared/contracts';
import { adminErrorText } from '../admin-error-text';
import { ADMIN_PAGE_SIZE } from '../api/admin-query-keys';
import { useQueryHistory } from '../api/list-query-history';
import { formatAdminDateTime } from '../format-admin-date';
import { queryOutcomeLabel } from '../status-labels';
import { usePageWithin } from '../use-page-within';
import { ErrorText } from './error-text';
import { LoadingRow } from './loading-row';
import { PageLinks } from './page-links';
import { StatusChip } from './status-chip';

const OUTCOME_TONES = { ok: 'success', refused: 'error', failed: 'warning' } as const;
const who = (adminId: string) => (adminId.startsWith('admin:') ? adminId.slice('admin:'.length) : `user ${adminId}`);
const shown = (statement: string) => (statement.length > 400 ? `${statement.slice(0, 400)}…` : statement);
const labelForUse = (statement: string) => `Use this statement: ${statement.slice(0, 60)}`;
/** Read by screen readers, not shown: the Use column's header (a column without one leaves its cells unnamed). */
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A statement as code, with why it was refused under it. */
function StatementText({ entry }: { entry: DatabaseQueryHistoryEntry }) {
  return (
    <>
      {shown(entry.statement)}
      {entry.message && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ fontFamily: 'inherit', mt: 0.5 }}>
          {entry.message}
        </Typography>
      )}
    </>
  );
}

/** On a phone: one block per statement, the statement across the full width. */
function HistoryList({
  queries,
  onUse,
  labelledBy,
}: {
  queries: DatabaseQueryHistoryEntry[];
  onUse: (statement: string) => void;
  labelledBy: string;
}) {
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {queries.map((q) => (
        <Box component="li" key={q.id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.75 }}>
            <StatusChip label={queryOutcomeLabel(q.outcome)} tone={OUTCOME_TONES[q.outcome]} />
            <Typography variant="body2" color="text.secondary">
              {formatAdminDateTime(q.at)} · {who(q.adminId)} · {q.rowCount.toLocaleString('en-US')}{' '}
              {q.rowCount === 1 ? 'row' : 'rows'}
            </Typography>
          </Box>
          <Box sx={{ fontFamily: 'monospace', fontSize: '0.8rem', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            <StatementText entry={q} />
          </Box>
          <Button
            size="small"
            onClick={() => onUse(q.statement)}
            aria-label={labelForUse(q.statement)}
            sx={{ mt: 0.5, ml: -1 }}
          >
            Use
          </Button>
        </Box>
      ))}
    </Box>
  );
}

/** Every statement admins ran here (refused ones too), newest first; "Use" puts one back in the editor. */
export function QueryHistorySection({ onUse }: { onUse: (statement: string) => void }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const history = useQueryHistory(page);
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  const pageCount = Math.ceil((history.data?.total ?? 0) / ADMIN_PAGE_SIZE);
  usePageWithin(page, pageCount, !!history.data && !history.isPlaceholderData, setPage);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 3 }, minWidth: 0 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Query history
      </Typography>
      {history.isPending && <LoadingRow text="Loading history..." />}
      {history.isError && <ErrorText text={adminErrorText(history.error, 'Failed to load the query history')} />}
      {history.data && history.data.queries.length === 0 && (
        <Typography color="text.secondary">No queries yet.</Typography>
      )}
      {history.data && history.data.queries.length > 0 && !wide && (
        <HistoryList queries={history.data.queries} onUse={onUse} labelledBy={headingId} />
      )}
      {history.data && history.data.queries.length > 0 && wide && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId} sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Statement</TableCell>
                <TableCell>Outcome</TableCell>
                <TableCell align="right">Rows</TableCell>
                <TableCell>
                  <Box component="span" sx={HIDDEN}>
                    Reuse
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.queries.map((q) => (
                <TableRow key={q.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{formatAdminDateTime(q.at)}</TableCell>
                  {/* A name is never broken ("adm" over "in"): the statement column gives way instead. */}
                  <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{who(q.adminId)}</TableCell>
                  <TableCell
                    sx={{
                      fontFamily: 'monospace',
                      fontSize: '0.8rem',
                      overflowWrap: 'anywhere',
                      whiteSpace: 'pre-wrap',
                      verticalAlign: 'top',
                      minWidth: 240,
                      maxWidth: 420,
                    }}
                  >
                    <StatementText entry={q} />
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <StatusChip label={queryOutcomeLabel(q.outcome)} tone={OUTCOME_TONES[q.outcome]} />
                  </TableCell>
                  <TableCell align="right" sx={{ verticalAlign: 'top' }}>
                    {q.rowCount.toLocaleString('en-US')}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <Button size="small" onClick={() => onUse(q.statement)} aria-label={labelForUse(q.statement)}>
                      Use
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {!history.isError && (
        <PageLinks page={page} pageCount={pageCount} onChange={setPage} label="Query history pages" />
      )}
    </Paper>
  );
}
