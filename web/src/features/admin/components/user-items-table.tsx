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
  sort: { field: F; order: 'asc' | 'desc' };
  onSort: (field: F) => void;
}

/** One user's notifications, reminders or messages: sortable columns (aria-sort says how), rows as the server ordered them. */
export function UserItemsTable<T extends { id: string }, F extends string>({
  label,
  items,
  columns,
  sort,
  onSort,
}: UserItemsTableProps<T, F>) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table aria-label={label} size="small" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const active = column.sortField !== undefined && column.sortField === sort.field;
              return (
                <TableCell
                  key={column.label}
                  sortDirection={active ? sort.order : false}
                  aria-sort={
                    column.sortField === undefined
                      ? undefined
                      : active
                        ? sort.order === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : 'none'
                  }
                >
                  {column.sortField === undefined ? (
                    column.label
                  ) : (
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.order : 'asc'}
                      onClick={() => onSort(column.sortField!)}
                    >
                      {column.label}
                    </TableSortLabel>
                  )}
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
