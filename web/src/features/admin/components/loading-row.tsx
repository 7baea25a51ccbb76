import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** "Loading users..." and the like: a spinner and the words, announced politely. */
export function LoadingRow({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 4 }}>
      <CircularProgress size={22} aria-hidden="true" />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
