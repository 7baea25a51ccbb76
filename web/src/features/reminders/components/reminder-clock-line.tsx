import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { getProfile, PROFILE_QUERY_KEY } from '@/api/profile';
import { appNow } from '@/lib/app-clock';
import { activeTrip } from '@/lib/trip';
import type { Reminder } from '../reminder';
import { reminderClockLines } from '../reminder-clock-text';

/**
 * The card's clock: which one it follows when not plain home time, and both clocks while away. Reads the profile the
 * page has loaded (never fetching it itself); nothing until it has.
 */
export function ReminderClockLine({ reminder }: { reminder: Reminder }) {
  const { data: profile } = useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile, enabled: false });
  if (!profile) return null;
  const lines = reminderClockLines(reminder, { home: profile.timezone, trip: activeTrip(profile, appNow()) });
  if (lines.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
