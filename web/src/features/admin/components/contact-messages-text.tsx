import Typography from '@mui/material/Typography';

/** The message as the sender typed it: line breaks kept, long words and links wrapped. */
export function ContactMessagesText({ message }: { message: string }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}>
      {message}
    </Typography>
  );
}
