import Typography from '@mui/material/Typography';

/** A failed list shows its error text in red in place of the table. */
export function ErrorText({ text }: { text: string }) {
  return (
    <Typography role="alert" color="error" sx={{ py: 3, textAlign: 'center', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}
