import Typography from '@mui/material/Typography';
import type { ElementType } from 'react';

interface ContactMessagesSubjectProps {
  subject: string;
  /** The element it renders as: a heading on the cards, plain text in a table cell. */
  component?: ElementType;
  /** Body-sized in the table, where it sits beside the other cells; larger as a card's title. */
  size?: 'body' | 'title';
}

/** The subject line, or a muted "(no subject)" when the sender left it empty. */
export function ContactMessagesSubject({ subject, component = 'span', size = 'title' }: ContactMessagesSubjectProps) {
  const empty = subject.trim() === '';
  return (
    <Typography
      component={component}
      variant={size === 'title' ? 'subtitle1' : 'body2'}
      sx={{
        fontWeight: empty ? 400 : 600,
        fontStyle: empty ? 'italic' : 'normal',
        color: empty ? 'text.secondary' : 'text.primary',
        overflowWrap: 'anywhere',
        lineHeight: 1.4,
      }}
    >
      {empty ? '(no subject)' : subject}
    </Typography>
  );
}
