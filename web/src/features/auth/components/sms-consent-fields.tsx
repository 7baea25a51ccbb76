import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

interface SmsConsentFieldsProps {
  transactional: boolean;
  marketing: boolean;
  onTransactionalChange: (checked: boolean) => void;
  onMarketingChange: (checked: boolean) => void;
}

const consentText = { variant: 'body2', color: 'text.secondary' } as const;

/**
 * Two opt-ins, each with its full consent text and, first, what it is for: neither is required to sign up, but
 * without the first no reminder can be texted, so it is not called optional.
 */
export function SmsConsentFields({
  transactional,
  marketing,
  onTransactionalChange,
  onMarketingChange,
}: SmsConsentFieldsProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        Text message consent
      </Typography>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Checkbox
            checked={transactional}
            onChange={(e) => onTransactionalChange(e.target.checked)}
            sx={{ mt: -0.75 }}
          />
        }
        label={
          <Typography {...consentText}>
            <Box component="strong" sx={{ color: 'text.primary' }}>
              Reminder texts: needed to get your reminders by text.
            </Box>{' '}
            I agree to receive important account and reminder text messages from NagText at the number above, including
            my reminders and their follow-ups. Message frequency varies. Msg &amp; data rates may apply. Reply HELP for
            help, STOP to opt out. Without this, NagText cannot text you your reminders.
          </Typography>
        }
      />
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Checkbox checked={marketing} onChange={(e) => onMarketingChange(e.target.checked)} sx={{ mt: -0.75 }} />
        }
        label={
          <Typography {...consentText}>
            <Box component="strong" sx={{ color: 'text.primary' }}>
              Offers and news (optional).
            </Box>{' '}
            I agree to receive promotional text messages from NagText, such as offers and product news. Consent is not a
            condition of purchase. Message frequency varies. Msg &amp; data rates may apply. Reply HELP for help, STOP
            to opt out.
          </Typography>
        }
      />
    </Box>
  );
}
