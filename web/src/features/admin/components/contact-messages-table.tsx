import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ContactMessage } from '@shared/contracts';
import { ContactMessagesEmailLink } from './contact-messages-email-link';
import { ContactMessagesReceivedAt } from './contact-messages-received-at';
import { ContactMessagesSubject } from './contact-messages-subject';
import { ContactMessagesText } from './contact-messages-text';

interface ContactMessagesTableProps {
  messages: ContactMessage[];
  /** The id of the section heading that names the table. */
  labelledBy: string;
}

/** Wide screens: one row per message; fixed column widths so a long message wraps instead of widening the table. */
export function ContactMessagesTable({ messages, labelledBy }: ContactMessagesTableProps) {
  return (
    <Table aria-labelledby={labelledBy} sx={{ tableLayout: 'fixed', '& td': { verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 240 }}>Received</TableCell>
          <TableCell sx={{ width: '24%' }}>From</TableCell>
          <TableCell sx={{ width: '20%' }}>Subject</TableCell>
          <TableCell>Message</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {messages.map((m) => (
          <TableRow key={m.id}>
            <TableCell sx={{ color: 'text.secondary' }}>
              <ContactMessagesReceivedAt iso={m.createdAt} />
            </TableCell>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {m.name}
              </Typography>
              <Typography variant="body2">
                <ContactMessagesEmailLink email={m.email} />
              </Typography>
            </TableCell>
            <TableCell>
              <ContactMessagesSubject subject={m.subject} size="body" />
            </TableCell>
            <TableCell>
              <ContactMessagesText message={m.message} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
