import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';

export interface ItemColumn<T, F extends string> {
  label: string;
  /** Sortable by this field (server-side). */
  sortField?: F;
  render: (item: T) => ReactNode;
  /** Long free text: wraps anywhere instead of widening the table. */
  wrap?: boolean;
}

interface UserItemsTableProps<T extends { id: string }, F extends string> {
  label: string;
  items: T[];
  columns: ItemColumn<T, F>[];
  /** Absent for a list the server gives whole, in its own order: no column sorts then. */
  sort?: { field: F; order: 'asc' | 'desc' };
  onSort?: (field: F) => void;
  /** Past this width the table scrolls sideways rather than squeeze its columns (640 px unless said). */
  minWidth?: number;
}

/**
 * One user's notifications, reminders, messages or people: sortable columns (aria-sort says how) where the list is,
 * rows as the server ordered them.
 */
export function UserItemsTable<T extends { id: string }, F extends string>({
  label,
  items,
  columns,
  sort,
  onSort,
  minWidth = 640,
}: UserItemsTableProps<T, F>) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={label} size="small" sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const field = column.sortField;
              if (field === undefined || !sort || !onSort)
                return <TableCell key={column.label}>{column.label}</TableCell>;
              const active = field === sort.field;
              return (
                <TableCell
                  key={column.label}
                  sortDirection={active ? sort.order : false}
                  aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <TableSortLabel active={active} direction={active ? sort.order : 'asc'} onClick={() => onSort(field)}>
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              {columns.map((column) => (
                <TableCell
                  key={column.label}
                  sx={
                    column.wrap
                      ? { overflowWrap: 'anywhere', whiteSpace: 'pre-line', minWidth: 200 }
                      : { whiteSpace: 'nowrap' }
                  }
                >
                  {column.render(item)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
