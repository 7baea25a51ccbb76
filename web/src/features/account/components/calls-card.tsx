import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Profile } from '@shared/contracts';
import { formatPhone } from '@shared/phone';
import { useUpdateProfile } from '@/api/profile';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { allowanceLine, allowanceResets } from '../escalation-allowance-text';
import { formatMediumDate } from '../format-medium-date';
import { AccountCard } from './account-card';
import { PreferenceSwitch } from './preference-switch';

/**
 * The consent to automated calls, separate from the texts' and recorded with its time: the switch's name is the
 * sentence agreed to. Each reminder then chooses after how many ignored texts it calls.
 */
export function CallsCard({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  // While saving, the switch shows what was asked for; a second flip waits for the answer.
  const on = update.isPending ? update.variables.callConsent === true : !!profile.callConsentAt;
  const since = formatMediumDate(profile.callConsentAt, profile.timezone);
  const allowance = profile.escalation;

  const save = (callConsent: boolean) => {
    if (update.isPending) return;
    update.mutate(
      { callConsent },
      {
        onSuccess: () => {
          toast.dismissErrors();
          toast.success('Preferences updated successfully');
        },
        onError: (error) => toast.error('Failed to update preferences', failureDescription(error)),
      },
    );
  };

  return (
    <AccountCard title="Calls" subtitle="A phone call as the last push, for the reminders you choose.">
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PreferenceSwitch
          label={`Call me at ${formatPhone(profile.phoneNumber)} when I ignore a reminder's texts.`}
          checked={on}
          onChange={save}
          description={
            <>
              These are automated calls from NagText; replying STOP by text ends texts and calls, and after START calls
              stay off until you turn them on here again.
              <Box
                component="span"
                sx={{
                  display: 'block',
                  mt: 0.5,
                  color: on ? 'success.main' : 'text.secondary',
                  fontWeight: on ? 600 : 400,
                }}
              >
                {update.isPending ? 'Saving...' : on && since ? `On since ${since}` : 'Off: NagText never calls you.'}
              </Box>
              {on && profile.smsOptedOut && (
                <Box component="span" sx={{ display: 'block', mt: 0.5, color: 'warning.main' }}>
                  You replied STOP, so no calls come until you resume texts.
                </Box>
              )}
            </>
          }
        />
        <Typography variant="body2" color="text.secondary">
          Choose which reminders call, and after how many ignored texts, with “Call me if I ignore N texts” under a
          reminder’s More options. At most one call each time a reminder is due; calls keep to your quiet hours and
          PAUSE.
        </Typography>
        {allowance && (
          <Typography variant="body2">
            {allowanceLine('Calls', allowance.callsThisMonth, allowance.callsMonthlyLimit)}.{' '}
            {allowanceResets(allowance.resetsAt, profile.timezone)}
          </Typography>
        )}
      </Box>
    </AccountCard>
  );
}
