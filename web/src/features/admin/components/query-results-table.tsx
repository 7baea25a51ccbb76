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
      <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        null
      </Box>
    );
  }
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
}

/**
 * Every column at least 8rem wide (pk and sk stay readable on a phone) and at most 22rem, long values wrapping
 * inside it; wider than the screen, the table scrolls sideways in its own box (focusable, so keys scroll it too).
 */
const COLUMN_WIDTH = { minWidth: '8rem', maxWidth: '22rem' };

/** The rows a statement read, one column per attribute any row has. */
export function QueryResultsTable({ result }: { result: DatabaseQueryResult }) {
  const count = result.rows.length;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {count === 1 ? '1 row' : `${count.toLocaleString('en-US')} rows`}
        {count > 0 && `, ${result.columns.length === 1 ? '1 column' : `${result.columns.length} columns`}`}
        {result.truncated
          ? ` (there were more: only the first ${result.limit.toLocaleString('en-US')} are read; raise LIMIT, up to 1000, or narrow the WHERE)`
          : ''}
      </Typography>
      {count > 0 && (
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label="Rows (scrollable)"
          sx={{
            overflow: 'auto',
            maxHeight: 560,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Table size="small" stickyHeader aria-label="Query results">
            <TableHead>
              <TableRow>
                {result.columns.map((column) => (
                  <TableCell key={column} sx={{ fontFamily: 'monospace', fontWeight: 700, whiteSpace: 'nowrap' }}>
                    <Box sx={{ minWidth: COLUMN_WIDTH.minWidth }}>{column}</Box>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {result.rows.map((row, i) => (
                <TableRow key={i} hover>
                  {result.columns.map((column) => (
                    <TableCell
                      key={column}
                      sx={{
                        fontFamily: 'monospace',
                        fontSize: '0.8rem',
                        overflowWrap: 'anywhere',
                        verticalAlign: 'top',
                      }}
                    >
                      <Box sx={COLUMN_WIDTH}>
                        <Cell value={row[column]} />
                      </Box>
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
