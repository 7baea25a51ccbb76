import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** The user list's search box: name, email or phone digits. */
export function UsersSearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Search users..."
      size="small"
      fullWidth
      slotProps={{
        htmlInput: { 'aria-label': 'Search users', maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ maxWidth: { sm: 420 } }}
    />
  );
}
