import TableChartIcon from '@mui/icons-material/TableChart';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useDatabaseTables } from '../api/list-database-tables';

/** The tables the console may read (the Data table). A failure to list them is only logged. */
export function DatabaseTableList({ onChoose }: { onChoose: (table: string) => void }) {
  const headingId = useId();
  const tables = useDatabaseTables();
  useEffect(() => {
    if (tables.error) console.error('Could not list the database tables', tables.error);
  }, [tables.error]);
  return (
    <Paper
      component="nav"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 1.5, minWidth: 0, alignSelf: 'start' }}
    >
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ px: 1, pb: 0.5 }}>
        Tables
      </Typography>
      <List dense disablePadding>
        {/* Each button in its own list item: a list holds only items (axe: list). */}
        {(tables.data?.tables ?? []).map(({ table_name }) => (
          <ListItem key={table_name} disablePadding>
            <ListItemButton onClick={() => onChoose(table_name)} sx={{ borderRadius: 1 }}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <TableChartIcon fontSize="small" aria-hidden="true" />
              </ListItemIcon>
              <ListItemText
                primary={table_name}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere', fontFamily: 'monospace' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
