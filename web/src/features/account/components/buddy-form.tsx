import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BUDDY_FIRST_NAME_MAX_LENGTH, type Profile } from '@shared/contracts';
import { INVITE_VALID_DAYS, MAX_OPEN_INVITES } from '@shared/vocabulary';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { useCreateBuddyInvite } from '../api/create-buddy-invite';
import { BuddyFormSchema, type BuddyFormInput, type BuddyFormValues } from '../buddy-form-schema';
import { showFieldIssues } from '../show-field-issues';
import { InviteItem } from './invite-item';

interface BuddyFormProps {
  profile: Profile;
  /** Opened by a button: the first field takes the focus. */
  focusFirst: boolean;
}

const FIELDS = ['firstName', 'shareTaskWords'] as const;

/**
 * The invite: NagText never texts anyone first. You send the ready message from your own phone, they text JOIN and
 * the code, and only then are they your buddy. The open invites are listed with their message and code.
 */
export function BuddyForm({ profile, focusFirst }: BuddyFormProps) {
  const form = useForm<BuddyFormInput, unknown, BuddyFormValues>({
    resolver: zodResolver(BuddyFormSchema),
    defaultValues: { firstName: '', shareTaskWords: false },
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = form;
  // MUI keeps a reset field's label raised (it reads the emptied value only on typing): a new one per invite.
  const [created, setCreated] = useState(0);
  const create = useCreateBuddyInvite();
  const helpId = useId();
  const shareHelpId = useId();
  const invites = profile.buddyInvites ?? [];

  useEffect(() => {
    if (focusFirst) setFocus('firstName');
  }, [focusFirst, setFocus]);

  const onCreate = (values: BuddyFormValues) => {
    if (create.isPending) return;
    create.mutate(
      { ...(values.firstName ? { firstName: values.firstName } : {}), shareTaskWords: values.shareTaskWords },
      {
        onSuccess: () => {
          toast.dismissErrors();
          toast.success('Invite ready', 'Send the message below from your phone.');
          reset();
          setCreated((count) => count + 1);
        },
        onError: (error) => {
          toast.error('Failed to create invite', failureDescription(error));
          showFieldIssues(error, FIELDS, setError);
        },
      },
    );
  };

  const { ref: nameRef, ...nameField } = register('firstName');
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(onCreate)}
        aria-label="Invite a buddy"
        aria-describedby={helpId}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <Typography id={helpId} variant="body2" color="text.secondary">
          NagText never texts anyone who hasn&apos;t texted it. Create an invite, send its message from your own phone,
          and your buddy joins by texting JOIN and the code to NagText ({INVITE_VALID_DAYS} days, once; up to{' '}
          {MAX_OPEN_INVITES} open). Then, when a reminder set to “Tell my buddy if I ignore it” goes unanswered all day,
          they get one text:{' '}
          {`"NagText: ${profile.firstName} hasn't done 'Gym' yet today. A nudge from you might help."`} They can reply
          LEAVE or STOP at any time.
        </Typography>
        <TextField
          key={created}
          label="Their first name (optional)"
          autoComplete="off"
          {...nameField}
          inputRef={nameRef}
          fullWidth
          error={!!errors.firstName}
          helperText={
            errors.firstName?.message ??
            `For you, in Settings: letters, spaces, hyphens and apostrophes, up to ${BUDDY_FIRST_NAME_MAX_LENGTH}.`
          }
        />
        <Box>
          <Controller
            control={control}
            name="shareTaskWords"
            render={({ field: share }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={share.value}
                    onChange={(event) => share.onChange(event.target.checked)}
                    onBlur={share.onBlur}
                    inputRef={share.ref}
                    slotProps={{ input: { 'aria-describedby': shareHelpId } }}
                  />
                }
                label="Share the task's words"
              />
            )}
          />
          <Typography id={shareHelpId} variant="body2" color="text.secondary" sx={{ ml: { xs: 0, sm: 4 } }}>
            Off: the text says “one of their reminders” instead of the task.
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create invite'}
          </Button>
        </Box>
      </Box>
      {invites.length > 0 && (
        <Box component="ul" aria-label="Open invites" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {invites.map((invite) => (
            <InviteItem key={invite.code} invite={invite} timeZone={profile.timezone} />
          ))}
        </Box>
      )}
    </Box>
  );
}
