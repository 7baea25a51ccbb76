import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { SecurityEvent } from '@shared/contracts';
import { formatAdminDateTime } from '../format-admin-date';

const LABELS: Record<SecurityEvent['type'], string> = {
  phone_changed: 'Phone number changed',
  email_changed: 'Email changed',
  deletion_code_sent: 'Account deletion code sent',
  recovery_started: 'Recovery started',
  recovery_cancelled: 'Recovery cancelled',
  recovery_completed: 'Recovery completed',
};

/** The account's security events, as the server gives them (newest first), each with its time in the admin's zone. */
export function SecurityEventsCard({ events }: { events: readonly SecurityEvent[] }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        Security Events
      </Typography>
      {events.length === 0 ? (
        <Typography color="text.secondary">
          No security events: no number or email change, deletion code or recovery.
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', rowGap: 1.25 }}>
          {events.map((event, index) => (
            <Box
              component="li"
              key={`${event.at}-${index}`}
              sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, justifyContent: 'space-between' }}
            >
              <Typography component="span">{LABELS[event.type]}</Typography>
              <Typography component="time" dateTime={event.at} variant="body2" color="text.secondary">
                {formatAdminDateTime(event.at)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
