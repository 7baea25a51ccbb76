import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Profile } from '@shared/contracts';
import { useUpdateProfile } from '@/api/profile';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { PreferencesFormSchema, type PreferencesFormValues } from '../preferences-form-schema';
import { showFieldIssues } from '../show-field-issues';
import { timeZoneChoices } from '@/components/time-zone-choices';
import { AccountCard } from './account-card';
import { OptedOutNotice } from './opted-out-notice';
import { PreferenceSwitch } from './preference-switch';

const FIELDS = [
  'smsTransactionalOptIn',
  'smsMarketingOptIn',
  'weeklySummaryOptIn',
  'quietHoursStart',
  'quietHoursEnd',
  'timezone',
] as const;
const preferencesOf = (p: Profile): PreferencesFormValues => ({
  smsTransactionalOptIn: p.smsTransactionalOptIn,
  smsMarketingOptIn: p.smsMarketingOptIn,
  weeklySummaryOptIn: p.weeklySummaryOptIn,
  quietHoursStart: p.quietHoursStart,
  quietHoursEnd: p.quietHoursEnd,
  timezone: p.timezone,
});

/** Which texts arrive, and when: the two opt-ins, the weekly summary, quiet hours and the time zone they are read in. */
export function NotificationPreferencesCard({ profile }: { profile: Profile }) {
  const form = useForm<PreferencesFormValues>({
    resolver: zodResolver(PreferencesFormSchema),
    defaultValues: preferencesOf(profile),
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = form;
  const textsOn = useWatch({ control, name: 'smsTransactionalOptIn' });
  const update = useUpdateProfile();
  const quietHoursHelpId = useId();
  const zones = useMemo(() => timeZoneChoices(profile.timezone), [profile.timezone]);

  // A profile re-read or saved elsewhere shows here, unless the person is in the middle of changing it.
  useEffect(() => {
    if (!isDirty) reset(preferencesOf(profile));
  }, [profile, isDirty, reset]);

  const onSave = (values: PreferencesFormValues) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(preferencesOf(saved));
        toast.success('Preferences updated successfully');
      },
      onError: (error) => {
        toast.error('Failed to update preferences', failureDescription(error));
        showFieldIssues(error, FIELDS, form.setError);
      },
    });

  const time = (name: 'quietHoursStart' | 'quietHoursEnd', label: string) => {
    const { ref, ...field } = register(name);
    return (
      <TextField
        {...field}
        inputRef={ref}
        type="time"
        label={label}
        required
        fullWidth
        error={!!errors[name]}
        helperText={errors[name]?.message}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
      />
    );
  };

  return (
    <AccountCard title="Notification Preferences" subtitle="Choose which texts you get, and when.">
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(onSave)}
        aria-label="Notification Preferences"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        {profile.smsOptedOut && <OptedOutNotice />}
        <Controller
          control={control}
          name="smsTransactionalOptIn"
          render={({ field }) => (
            <PreferenceSwitch
              label="Transactional SMS"
              checked={field.value}
              onChange={field.onChange}
              description={
                <>
                  Receive important account updates and reminders
                  {!field.value && (
                    <Box component="span" sx={{ display: 'block', color: 'warning.main', mt: 0.5 }}>
                      While this is off, NagText cannot text you your reminders.
                    </Box>
                  )}
                </>
              }
            />
          )}
        />
        <Controller
          control={control}
          name="smsMarketingOptIn"
          render={({ field }) => (
            <PreferenceSwitch
              label="Marketing SMS"
              checked={field.value}
              onChange={field.onChange}
              description="Receive promotional messages and updates"
            />
          )}
        />
        <Controller
          control={control}
          name="weeklySummaryOptIn"
          render={({ field }) => (
            <PreferenceSwitch
              label="Weekly summary by text, Sundays 6 PM"
              checked={field.value}
              onChange={field.onChange}
              description={
                <>
                  One text a week: what you got done, your best streak and what you snoozed most. 6 PM in your time
                  zone, or when quiet hours end.
                  {field.value && !textsOn && (
                    <Box component="span" sx={{ display: 'block', color: 'warning.main', mt: 0.5 }}>
                      It comes only while Transactional SMS is on.
                    </Box>
                  )}
                </>
              }
            />
          )}
        />
        <Typography variant="body2" color="text.secondary">
          Message frequency varies. Msg &amp; data rates may apply. Reply HELP for help, STOP to opt out.
        </Typography>

        <Divider />

        <Box component="fieldset" aria-describedby={quietHoursHelpId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>
            Quiet Hours
          </Typography>
          <Typography id={quietHoursHelpId} variant="body2" color="text.secondary">
            In your time zone. Follow-up texts that would arrive during quiet hours wait until quiet hours end. The
            first text of a reminder still comes at the time you chose.
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {time('quietHoursStart', 'Quiet hours start')}
            {time('quietHoursEnd', 'Quiet hours end')}
          </Box>
        </Box>

        <Controller
          control={control}
          name="timezone"
          render={({ field, fieldState }) => (
            <TimeZoneSelect
              {...field}
              error={fieldState.error?.message}
              zones={zones}
              helperText="Your reminders and quiet hours follow this time zone."
            />
          )}
        />

        <Box>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Preferences'}
          </Button>
        </Box>
      </Box>
    </AccountCard>
  );
}
