import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

interface UserListFiltersProps<S extends string> {
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  status: S | '';
  statuses: readonly S[];
  /** A status in words, as its chips show it. */
  statusLabel: (status: S) => string;
  onStatus: (value: S | '') => void;
}

/** Search (debounced by the caller) and the status filter of a per-user list. */
export function UserListFilters<S extends string>({
  searchLabel,
  search,
  onSearch,
  status,
  statuses,
  statusLabel,
  onStatus,
}: UserListFiltersProps<S>) {
  const statusId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 200px' }, mb: 2 }}>
      <TextField
        type="search"
        size="small"
        label={searchLabel}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        id={statusId}
        select
        size="small"
        label="Status"
        value={status}
        onChange={(event) => onStatus(event.target.value as S | '')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
