import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { Profile } from '@shared/contracts';
import { MAX_TRIP_DAYS } from '@shared/vocabulary';
import { wallClockAt } from '@shared/wall-clock-at';
import { anyTimeZoneChoices } from '@/components/any-time-zone-choices';
import { timeZoneLabel } from '@/components/time-zone-choices';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { appNow } from '@/lib/app-clock';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { zoneCity } from '@shared/timezones';
import { activeTrip } from '@/lib/trip';
import { useEndTravel, useSetTravel } from '../api/travel';
import { showFieldIssues } from '../show-field-issues';
import { tripLine } from '../trip-text';
import { AccountCard } from './account-card';

/** The trip as the form holds it: a zone, and the last day away ('' for "until I say I'm back"). */
const TripFormSchema = z.object({
  zone: z.string().min(1, 'Choose where you are'),
  until: z.string(),
});
type TripFormValues = z.infer<typeof TripFormSchema>;
const FIELDS = ['zone', 'until'] as const;
type View = 'home' | 'away' | 'form';

function deviceZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** 'YYYY-MM-DD', `days` after a date. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Where you are: at home, your home zone and "I'm travelling"; away, where and until when, with "I'm back home" and
 * Change. Reminders set to follow where you are, and quiet hours, move with the trip; home-time and fixed ones stay.
 */
export function TravelCard({ profile }: { profile: Profile }) {
  const now = appNow();
  const trip = activeTrip(profile, now);
  const [editing, setEditing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  /** Where the focus goes once the card shows it: the button that opens the form, in the view a step ended on. */
  const [returnFocus, setReturnFocus] = useState<View | null>(null);
  const helpId = useId();
  const save = useSetTravel();
  const end = useEndTravel();
  const device = deviceZone();
  const startZone = trip?.zone ?? (device && device !== profile.timezone ? device : '');
  const form = useForm<TripFormValues>({
    resolver: zodResolver(TripFormSchema),
    defaultValues: { zone: startZone, until: trip?.until ?? '' },
  });
  const { control, register, handleSubmit, reset, setError, setFocus, formState } = form;
  const zone = useWatch({ control, name: 'zone' });
  const zones = useMemo(() => {
    const choices = anyTimeZoneChoices(startZone, device);
    return startZone ? choices : [{ value: '', label: 'Choose where you are' }, ...choices];
  }, [startZone, device]);

  useEffect(() => {
    if (editing) setFocus('zone');
  }, [editing, setFocus]);
  const view: View = editing ? 'form' : trip ? 'away' : 'home';
  useEffect(() => {
    if (returnFocus && view === returnFocus) {
      opener.current?.focus();
      setReturnFocus(null);
    }
  }, [view, returnFocus]);

  const open = () => {
    reset({ zone: startZone, until: trip?.until ?? '' });
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setReturnFocus(trip ? 'away' : 'home');
  };

  const onSave = (values: TripFormValues) => {
    if (save.isPending) return;
    save.mutate(
      { zone: values.zone, until: values.until || null },
      {
        onSuccess: (saved) => {
          setEditing(false);
          setReturnFocus(activeTrip(saved, appNow()) ? 'away' : 'home');
          reset();
          toast.dismissErrors();
          const savedTrip = activeTrip(saved, appNow());
          toast.success('Trip saved', savedTrip ? `${tripLine(savedTrip, appNow())}.` : undefined);
        },
        onError: (error) => {
          toast.error('Failed to save your trip', failureDescription(error));
          showFieldIssues(error, FIELDS, setError);
        },
      },
    );
  };

  const onBack = () => {
    if (end.isPending) return;
    end.mutate(undefined, {
      onSuccess: () => {
        setEditing(false);
        setReturnFocus('home');
        toast.dismissErrors();
        toast.success('Welcome back', 'Your reminders are on home time again.');
      },
      onError: (error) => toast.error('Failed to end your trip', failureDescription(error)),
    });
  };

  // The last day away: from today where the person is, up to the longest trip.
  const today = wallClockAt(now, zone || profile.timezone)?.date;
  const { ref: untilRef, ...untilField } = register('until');
  const home = timeZoneLabel(profile.timezone);

  return (
    <AccountCard
      title="Where you are"
      subtitle="Travelling? Reminders that follow where you are, and your quiet hours, move with you. Home-time and fixed-time reminders stay put."
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {editing ? (
          <Box
            component="form"
            noValidate
            onSubmit={handleSubmit(onSave)}
            aria-label="Your trip"
            aria-describedby={helpId}
            sx={{ display: 'grid', gap: 2.5 }}
          >
            <Controller
              control={control}
              name="zone"
              render={({ field, fieldState }) => (
                <TimeZoneSelect
                  {...field}
                  label="Where you are"
                  required
                  error={fieldState.error?.message}
                  zones={zones}
                  helperText="Your time zone while you are away."
                />
              )}
            />
            <TextField
              {...untilField}
              inputRef={untilRef}
              type="date"
              label="Until (last day away)"
              fullWidth
              error={!!formState.errors.until}
              helperText={
                formState.errors.until?.message ?? "Optional. Leave it empty to stay until you say you're back."
              }
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: today ? { min: today, max: addDays(today, MAX_TRIP_DAYS) } : {},
              }}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save'}
              </Button>
              <Button onClick={cancel}>Cancel</Button>
            </Box>
          </Box>
        ) : trip ? (
          <>
            <Typography sx={{ fontWeight: 500 }}>{tripLine(trip, now)}.</Typography>
            <Typography variant="body2" color="text.secondary">
              Reminders set to follow where you are go by {zoneCity(trip.zone)} time; home-time ones stay on {home}.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" onClick={onBack} disabled={end.isPending}>
                {end.isPending ? 'Ending trip...' : "I'm back home"}
              </Button>
              <Button ref={opener} variant="outlined" onClick={open}>
                Change
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Typography sx={{ fontWeight: 500 }}>You&apos;re on home time: {home}.</Typography>
            <Box>
              <Button ref={opener} variant="outlined" onClick={open}>
                I&apos;m travelling
              </Button>
            </Box>
          </>
        )}
        <Typography id={helpId} variant="body2" color="text.secondary">
          Or text NagText: &ldquo;I&apos;m in Tokyo until Friday&rdquo;, and BACK when you&apos;re home.
        </Typography>
      </Box>
    </AccountCard>
  );
}
