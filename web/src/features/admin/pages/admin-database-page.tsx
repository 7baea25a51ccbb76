import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { DatabaseQueryResult } from '@shared/contracts';
import { usePageMeta } from '@/lib/use-page-meta';
import { adminErrorText } from '../admin-error-text';
import { useRunQuery } from '../api/run-query';
import { AdminPageHeading } from '../components/admin-page-heading';
import { DatabaseTableList } from '../components/database-table-list';
import { ErrorText } from '../components/error-text';
import { QueryHistorySection } from '../components/query-history-section';
import { QueryResultsTable } from '../components/query-results-table';

/** Choosing a table selects all its columns, 100 rows at most. */
const selectAllFrom = (table: string) => `SELECT * FROM "${table}" LIMIT 100`;

export default function AdminDatabasePage() {
  usePageMeta('Database', 'Read-only queries on NagText data.');
  const [statement, setStatement] = useState('');
  const [result, setResult] = useState<DatabaseQueryResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useRunQuery();
  const editor = useRef<HTMLTextAreaElement>(null);
  const blank = statement.trim() === '';

  const execute = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || run.isPending) return;
    setError(null);
    run.mutate(statement, {
      onSuccess: (answer) => setResult(answer),
      onError: (failure) => {
        // The server's error or "An error occurred", and the results cleared.
        setResult(null);
        setError(adminErrorText(failure, 'An error occurred'));
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) execute();
  };
  const use = (text: string) => {
    setStatement(text);
    editor.current?.focus();
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <AdminPageHeading
        title="Database"
        subtitle="Read-only PartiQL on the Data table: one SELECT at a time, at most 1,000 rows (LIMIT n at the end; 100 when not given)."
      />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <DatabaseTableList onChoose={(table) => use(selectAllFrom(table))} />
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, minWidth: 0 }}>
          <Paper
            component="form"
            variant="outlined"
            onSubmit={execute}
            aria-label="Query"
            sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}
          >
            <TextField
              inputRef={editor}
              label="SQL query"
              multiline
              minRows={4}
              maxRows={16}
              value={statement}
              onChange={(event) => setStatement(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={'SELECT * FROM "table" WHERE pk = \'USER#...\''}
              helperText="Ctrl+Enter runs it. Add WHERE pk = '...' to read one partition instead of the whole table."
              slotProps={{ htmlInput: { spellCheck: false, maxLength: 10000, style: { fontFamily: 'monospace' } } }}
            />
            <Box>
              <Button type="submit" variant="contained" startIcon={<PlayArrowIcon />} disabled={blank || run.isPending}>
                {run.isPending ? 'Running...' : 'Execute Query'}
              </Button>
            </Box>
          </Paper>
          <Paper
            component="section"
            variant="outlined"
            aria-label="Results"
            sx={{ p: { xs: 1.5, sm: 3 }, minWidth: 0 }}
          >
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Results
            </Typography>
            {error && <ErrorText text={error} />}
            {!error && result && <QueryResultsTable result={result} />}
            {!error && !result && <Typography color="text.secondary">Run a query to see its rows here.</Typography>}
          </Paper>
          <QueryHistorySection onUse={use} />
        </Box>
      </Box>
    </Container>
  );
}
