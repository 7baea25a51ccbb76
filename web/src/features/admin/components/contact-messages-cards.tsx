import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ContactMessage } from '@shared/contracts';
import { ContactMessagesEmailLink } from './contact-messages-email-link';
import { ContactMessagesReceivedAt } from './contact-messages-received-at';
import { ContactMessagesSubject } from './contact-messages-subject';
import { ContactMessagesText } from './contact-messages-text';

interface ContactMessagesCardsProps {
  messages: ContactMessage[];
  /** The id of the section heading that names the list. */
  labelledBy: string;
}

/** Phones: one card per message, subject first, then who sent it and when, then the text. */
export function ContactMessagesCards({ messages, labelledBy }: ContactMessagesCardsProps) {
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {messages.map((m) => (
        <Paper component="li" key={m.id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
          <ContactMessagesSubject subject={m.subject} component="h3" />
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {m.name}
          </Typography>
          <Typography variant="body2">
            <ContactMessagesEmailLink email={m.email} />
          </Typography>
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.25 }}>
            <ContactMessagesReceivedAt iso={m.createdAt} />
          </Typography>
          <Box sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <ContactMessagesText message={m.message} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
