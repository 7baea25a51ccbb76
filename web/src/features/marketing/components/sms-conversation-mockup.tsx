import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

type Line =
  | { kind: 'time'; text: string }
  | { kind: 'nag'; text: string; tone: string }
  | { kind: 'confirm'; text: string }
  | { kind: 'reply'; text: string };

/** The nag ladder: friendly, firmer, persistent; the user snoozes once, then finishes the task. */
const CONVERSATION: Line[] = [
  { kind: 'time', text: 'Today 9:00 AM' },
  {
    kind: 'nag',
    tone: 'Friendly',
    text: 'Hi Sam! Quick reminder: call the dentist to book your cleaning. Reply DONE when it\u2019s done.',
  },
  { kind: 'reply', text: 'SNOOZE 30' },
  { kind: 'confirm', text: "Snoozed 'Call the dentist' until 9:30 AM." },
  { kind: 'time', text: '9:30 AM' },
  {
    kind: 'nag',
    tone: 'Firmer',
    text: 'Back again. The dentist still needs a call. Reply DONE once it\u2019s booked.',
  },
  { kind: 'time', text: '9:50 AM' },
  {
    kind: 'nag',
    tone: 'Persistent',
    text: 'Sam. The dentist. Now, please. I\u2019ll keep texting until you reply DONE.',
  },
  { kind: 'reply', text: 'DONE' },
  { kind: 'confirm', text: 'Nice work! \u201cCall the dentist\u201d is marked done.' },
];

const bubbleBase: SxProps<Theme> = {
  px: 1.5,
  py: 1,
  borderRadius: 2.5,
  maxWidth: '82%',
  fontSize: '0.8125rem',
  lineHeight: 1.4,
};

const incoming: SxProps<Theme> = [
  bubbleBase,
  { alignSelf: 'flex-start', borderBottomLeftRadius: 6, bgcolor: 'grey.200', color: 'grey.900' },
  (theme) => theme.applyStyles('dark', { bgcolor: 'grey.800', color: 'grey.50' }),
] as SxProps<Theme>;

const outgoing: SxProps<Theme> = [
  bubbleBase,
  {
    alignSelf: 'flex-end',
    borderBottomRightRadius: 6,
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    fontWeight: 700,
    letterSpacing: '0.02em',
  },
] as SxProps<Theme>;

function ConversationLine({ line }: { line: Line }) {
  switch (line.kind) {
    case 'time':
      return (
        <Typography component="p" variant="caption" sx={{ alignSelf: 'center', color: 'text.secondary', pt: 0.5 }}>
          {line.text}
        </Typography>
      );
    case 'reply':
      return <Box sx={outgoing}>{line.text}</Box>;
    case 'confirm':
      return <Box sx={incoming}>{line.text}</Box>;
    case 'nag':
      return (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
          <Box sx={incoming}>{line.text}</Box>
          <Typography
            component="span"
            variant="caption"
            sx={{
              color: 'primary.main',
              fontWeight: 700,
              fontSize: '0.6875rem',
              textTransform: 'uppercase',
              letterSpacing: '0.08em',
              pl: 0.5,
            }}
          >
            {line.tone}
          </Typography>
        </Box>
      );
  }
}

/**
 * A phone drawn in HTML/CSS showing a NagText thread. Decorative for layout, but described as one image
 * for screen readers, so the conversation is announced once rather than bubble by bubble.
 */
export function SmsConversationMockup() {
  return (
    <Box
      role="img"
      aria-label="Example text conversation: NagText sends a friendly reminder, the user replies SNOOZE 30, the reminders come back firmer, and the user replies DONE."
      sx={[
        {
          width: '100%',
          maxWidth: 320,
          mx: 'auto',
          p: 1.25,
          borderRadius: '44px',
          bgcolor: 'grey.900',
          boxShadow: '0 30px 60px -20px rgba(0, 0, 0, 0.35), 0 18px 36px -18px rgba(0, 0, 0, 0.3)',
        },
        (theme) =>
          theme.applyStyles('dark', {
            bgcolor: 'grey.800',
            boxShadow: 'none',
            outline: '1px solid',
            outlineColor: 'grey.700',
          }),
      ]}
    >
      <Box sx={{ bgcolor: 'background.paper', borderRadius: '34px', overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 3, pt: 1.25, pb: 0.5 }}>
          <Typography component="span" sx={{ fontSize: '0.75rem', fontWeight: 700, color: 'text.primary' }}>
            9:51
          </Typography>
          <Box sx={{ width: 72, height: 20, borderRadius: 10, bgcolor: 'grey.900' }} />
          <Box sx={{ display: 'flex', gap: 0.375, alignItems: 'flex-end' }}>
            {[5, 7, 9, 11].map((h) => (
              <Box key={h} sx={{ width: 3, height: h, borderRadius: 1, bgcolor: 'text.primary' }} />
            ))}
          </Box>
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 0.5,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            sx={{
              width: 40,
              height: 40,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 800,
              fontSize: '1.125rem',
            }}
          >
            N
          </Box>
          <Typography component="span" sx={{ fontSize: '0.75rem', fontWeight: 600, color: 'text.primary' }}>
            NagText
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, px: 1.5, pt: 1.5, pb: 2.5 }}>
          {CONVERSATION.map((line, i) => (
            <ConversationLine key={i} line={line} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
