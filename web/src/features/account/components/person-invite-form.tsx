import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BUDDY_FIRST_NAME_MAX_LENGTH, type Profile } from '@shared/contracts';
import type { PersonInvite } from '@shared/contracts/people';
import { INVITE_VALID_DAYS, MAX_JOINED_PEOPLE, MAX_OPEN_INVITES } from '@shared/vocabulary';
import { anyTimeZoneChoices } from '@/components/any-time-zone-choices';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { useCreatePersonInvite } from '../api/people';
import {
  PersonInviteFormSchema,
  type PersonInviteFormInput,
  type PersonInviteFormValues,
} from '../person-invite-form-schema';
import { showFieldIssues } from '../show-field-issues';
import { InviteHouseholdField } from './invite-household-field';
import { InviteItem } from './invite-item';

interface PersonInviteFormProps {
  profile: Profile;
  invites: readonly PersonInvite[];
  /** Changes when the first field should take the focus (a person was just removed); 0: never yet. */
  focusKey: number;
}

const FIELDS = ['firstName', 'timezone', 'quietHoursStart', 'quietHoursEnd', 'household'] as const;

/**
 * The invite for a person: NagText never texts anyone first. You send the ready message from your own phone, they
 * text JOIN and the code, and only then do your reminders for them reach them, at their time and outside their quiet
 * hours (your own zone and quiet hours to start with). The open invites are listed with their message and code.
 */
export function PersonInviteForm({ profile, invites, focusKey }: PersonInviteFormProps) {
  const form = useForm<PersonInviteFormInput, unknown, PersonInviteFormValues>({
    resolver: zodResolver(PersonInviteFormSchema),
    defaultValues: {
      firstName: '',
      timezone: profile.timezone,
      quietHoursStart: profile.quietHoursStart,
      quietHoursEnd: profile.quietHoursEnd,
      household: false,
    },
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    resetField,
    formState: { errors },
  } = form;
  // MUI keeps a reset field's label raised (it reads the emptied value only on typing): a new one per invite.
  const [created, setCreated] = useState(0);
  const create = useCreatePersonInvite();
  const helpId = useId();
  const zones = useMemo(() => anyTimeZoneChoices(profile.timezone), [profile.timezone]);

  useEffect(() => {
    if (focusKey > 0) setFocus('firstName');
  }, [focusKey, setFocus]);

  const onCreate = ({ household, ...values }: PersonInviteFormValues) => {
    if (create.isPending) return;
    create.mutate(household ? { ...values, household } : values, {
      onSuccess: () => {
        toast.dismissErrors();
        toast.success('Invite ready', 'Send the message below from your phone.');
        // Who the invite is for and whether they join the household are this invite's; the zone and hours carry on.
        resetField('firstName');
        resetField('household');
        setCreated((count) => count + 1);
      },
      onError: (error) => {
        toast.error('Failed to create invite', failureDescription(error));
        showFieldIssues(error, FIELDS, setError);
      },
    });
  };

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

  const { ref: nameRef, ...nameField } = register('firstName');
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(onCreate)}
        aria-label="Invite a person"
        aria-describedby={helpId}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <Typography id={helpId} variant="body2" color="text.secondary">
          NagText never texts anyone who hasn&apos;t texted it. Create an invite, send its message from your own phone,
          and they join by texting JOIN and the code to NagText ({INVITE_VALID_DAYS} days, once; up to{' '}
          {MAX_OPEN_INVITES} open invites, buddy invites included, and up to {MAX_JOINED_PEOPLE} people). Your reminders
          for them come at their own time, and stop when they reply LEAVE or STOP.
        </Typography>
        <TextField
          key={created}
          label="Their first name"
          autoComplete="off"
          required
          {...nameField}
          inputRef={nameRef}
          fullWidth
          error={!!errors.firstName}
          helperText={
            errors.firstName?.message ??
            `Your name for them: letters, spaces, hyphens and apostrophes, up to ${BUDDY_FIRST_NAME_MAX_LENGTH}.`
          }
        />
        <Controller
          control={control}
          name="timezone"
          render={({ field, fieldState }) => (
            <TimeZoneSelect
              {...field}
              label="Their time zone"
              required
              error={fieldState.error?.message}
              zones={zones}
              helperText="Your reminders for them, and their quiet hours, follow this time zone."
            />
          )}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {time('quietHoursStart', 'Quiet hours from')}
          {time('quietHoursEnd', 'Quiet hours until')}
        </Box>
        <InviteHouseholdField control={control} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create invite'}
          </Button>
        </Box>
      </Box>
      {invites.length > 0 && (
        <Box
          component="ul"
          aria-label="Open invites for people"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
        >
          {invites.map((invite) => (
            <InviteItem
              key={invite.code}
              invite={invite}
              timeZone={profile.timezone}
              note={invite.household ? 'Joins your household' : undefined}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
