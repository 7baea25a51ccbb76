import Link from '@mui/material/Link';

/** The sender's address as a mailto link; long addresses break anywhere rather than widen the page. */
export function ContactMessagesEmailLink({ email }: { email: string }) {
  return (
    <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
      {email}
    </Link>
  );
}
