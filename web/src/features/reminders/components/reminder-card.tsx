import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Reminder } from '../reminder';
import { isUnsaved } from '../optimistic-reminder';
import { reminderCardDetails } from '../reminder-card-details';
import { progressLine } from '../reminder-progress';
import { reminderStatusColor, reminderStatusLabel } from '../reminder-status-view';
import { cardRepeatText } from '../repeat-summary';
import { zoneShortName } from '../zone-name';
import { ReminderClockLine } from './reminder-clock-line';

interface ReminderCardProps {
  reminder: Reminder;
  onReopen: (reminder: Reminder) => void;
  onHistory: (reminder: Reminder) => void;
  onEdit: (reminder: Reminder) => void;
  onDelete: (reminder: Reminder) => void;
  onMarkDone: (reminder: Reminder) => void;
  /** Whether the buddy has agreed and not opted out (see reminderCardDetails). */
  buddyListening?: boolean;
}

/** Buttons name the reminder they act on; a long reminder is cut short there (the card shows it whole). */
const shortName = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

export function ReminderCard({
  reminder,
  buddyListening = true,
  onEdit,
  onDelete,
  onMarkDone,
  onReopen,
  onHistory,
}: ReminderCardProps) {
  const titleId = useId();
  const details = reminderCardDetails(reminder, { buddyListening });
  // The zone's short name at this occurrence ("CST", "CDT"): the time is the user's, wherever the browser is.
  const zone = zoneShortName(reminder.timezone, reminder.scheduledTime);
  const unsaved = isUnsaved(reminder);
  const name = shortName(reminder.task);
  const progress = progressLine(reminder);
  const atRest = reminder.status === 'paused' || reminder.status === 'missed';

  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        {/* Plain text: markup and emoji in a reminder are shown as typed, never interpreted. */}
        <Typography
          id={titleId}
          component="h2"
          sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {reminder.task}
        </Typography>
        {unsaved ? (
          <Chip size="small" variant="outlined" label="Saving..." />
        ) : (
          <Chip
            size="small"
            label={reminderStatusLabel(reminder.status)}
            color={reminderStatusColor(reminder.status)}
          />
        )}
      </Box>

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          columnGap: 1.5,
          rowGap: 0.5,
          color: 'text.secondary',
        }}
      >
        <Typography
          component="time"
          dateTime={`${reminder.localDate}T${reminder.localTime}`}
          sx={{ color: 'text.primary', fontWeight: 500 }}
        >
          {zone ? `${details.when} ${zone}` : details.when}
        </Typography>
        <Typography variant="body2">{cardRepeatText(reminder)}</Typography>
        {reminder.forPerson && (
          <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 500, overflowWrap: 'anywhere' }}>
            For {reminder.forPerson.firstName}
          </Typography>
        )}
        {details.shared && (
          <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 500, overflowWrap: 'anywhere' }}>
            {details.shared}
          </Typography>
        )}
        {reminder.ref && (
          <Typography variant="body2" title={`Reply DONE ${reminder.ref} to finish this one by text`}>
            #{reminder.ref}
          </Typography>
        )}
      </Box>
      <ReminderClockLine reminder={reminder} />

      {(details.carriedOver ||
        details.upNext ||
        details.snoozedUntil ||
        details.nextText ||
        details.lastDone ||
        progress ||
        atRest ||
        details.nagging ||
        details.escalation ||
        details.headsUp ||
        details.window) && (
        <Box sx={{ display: 'grid', gap: 0.25 }}>
          {details.carriedOver && <Typography variant="body2">{details.carriedOver}</Typography>}
          {reminder.status === 'paused' && (
            <Typography variant="body2">
              {reminder.forPerson
                ? `Paused: no texts to ${reminder.forPerson.firstName} until you resume it.`
                : 'Paused after days without a reply: no texts until you resume it.'}
            </Typography>
          )}
          {reminder.status === 'missed' && (
            <Typography variant="body2">Missed: a week went by without a reply, so the texts stopped.</Typography>
          )}
          {details.upNext && <Typography variant="body2">{details.upNext}</Typography>}
          {details.snoozedUntil && <Typography variant="body2">{details.snoozedUntil}</Typography>}
          {details.nextText && <Typography variant="body2">{details.nextText}</Typography>}
          {details.lastDone && (
            <Typography variant="body2" color="text.secondary">
              {details.lastDone}
            </Typography>
          )}
          {progress && (
            <Typography variant="body2" color="text.secondary">
              {progress}
            </Typography>
          )}
          {details.window && (
            <Typography variant="body2" color="text.secondary">
              {details.window}
            </Typography>
          )}
          {details.headsUp && (
            <Typography variant="body2" color="text.secondary">
              {details.headsUp}
            </Typography>
          )}
          {details.nagging && (
            <Typography variant="body2" color="text.secondary">
              Nagging: {details.nagging}
            </Typography>
          )}
          {details.escalation && (
            <Typography variant="body2" color="text.secondary">
              {details.escalation}
            </Typography>
          )}
        </Box>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
        {atRest && (
          <Button
            size="small"
            variant="contained"
            onClick={() => onReopen(reminder)}
            disabled={unsaved}
            aria-label={`${reminder.status === 'paused' ? 'Resume' : 'Reopen'}: ${name}`}
          >
            {reminder.status === 'paused' ? 'Resume' : 'Reopen'}
          </Button>
        )}
        {reminder.status !== 'done' && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<CheckCircleOutline />}
            onClick={() => onMarkDone(reminder)}
            disabled={unsaved}
            aria-label={`Mark done: ${name}`}
          >
            Mark done
          </Button>
        )}
        <Box sx={{ ml: 'auto', display: 'flex' }}>
          <IconButton onClick={() => onHistory(reminder)} disabled={unsaved} aria-label={`History: ${name}`}>
            <HistoryOutlined />
          </IconButton>
          <IconButton onClick={() => onEdit(reminder)} disabled={unsaved} aria-label={`Edit reminder: ${name}`}>
            <EditOutlined />
          </IconButton>
          <IconButton onClick={() => onDelete(reminder)} disabled={unsaved} aria-label={`Delete reminder: ${name}`}>
            <DeleteOutline />
          </IconButton>
        </Box>
      </Box>
    </Paper>
  );
}
