import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DatabaseQueryResult } from '@shared/contracts';

function Cell({ value }: { value: unknown }) {
  // Null cells show as null.
  if (value === null || value === undefined) {
    return (
      <Box component="span" sx={{ color: 'text.disabled', fontStyle: 'italic' }}>
        null
      </Box>
    );
  }
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
}

/** The rows a statement read, one column per attribute any row has. */
export function QueryResultsTable({ result }: { result: DatabaseQueryResult }) {
  const count = result.rows.length;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {count === 1 ? '1 row' : `${count.toLocaleString('en-US')} rows`}
        {result.truncated ? ` (there were more: only the first ${result.limit.toLocaleString('en-US')} are read; raise LIMIT, up to 1000, or narrow the WHERE)` : ''}
      </Typography>
      {count > 0 && (
        <TableContainer sx={{ overflow: 'auto', maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label="Query results">
            <TableHead>
              <TableRow>
                {result.columns.map((column) => (
                  <TableCell key={column} sx={{ fontFamily: 'monospace', fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {result.rows.map((row, i) => (
                <TableRow key={i} hover>
                  {result.columns.map((column) => (
                    <TableCell key={column} sx={{ fontFamily: 'monospace', fontSize: '0.8rem', maxWidth: 360, overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                      <Cell value={row[column]} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
