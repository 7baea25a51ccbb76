import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { accentBadge } from './accent-badge';

const KEYWORDS = [
  { word: 'DONE', meaning: 'Marks the task done and stops the texts. Recurring tasks move on to the next time.' },
  { word: 'SNOOZE', meaning: 'A 30-minute break. Add a time for longer: SNOOZE 10, SNOOZE 2H, SNOOZE TOMORROW.' },
  { word: 'HELP', meaning: 'Sends you a short guide and how to reach support.' },
  { word: 'STOP', meaning: 'Stops all texts from NagText. Reply START to turn them back on.' },
] as const;

/** The words a person can text back, as a definition list. */
export function ReplyKeywords() {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
      {KEYWORDS.map(({ word, meaning }) => (
        <Box
          key={word}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '7.5rem 1fr' },
            gap: { xs: 0.75, sm: 2 },
            alignItems: 'baseline',
          }}
        >
          <Box
            component="dt"
            sx={[
              {
                justifySelf: 'start',
                px: 1.25,
                py: 0.25,
                borderRadius: 1.5,
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                fontWeight: 700,
                fontSize: '0.875rem',
                letterSpacing: '0.04em',
              },
              accentBadge,
            ]}
          >
            {word}
          </Box>
          <Typography component="dd" sx={{ m: 0, color: 'text.secondary' }}>
            {meaning}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
