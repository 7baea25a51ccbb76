import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BUDDY_FIRST_NAME_MAX_LENGTH, type Profile } from '@shared/contracts';
import { BUDDY_ANSWER_DAYS } from '@shared/vocabulary';
import { formatPhone } from '@shared/phone';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { useSetBuddy } from '../api/set-buddy';
import { BuddyFormSchema, type BuddyFormInput, type BuddyFormValues } from '../buddy-form-schema';
import { showFieldIssues } from '../show-field-issues';

interface BuddyFormProps {
  profile: Profile;
  /** What the fields start with: the buddy being changed, or nothing for a new one. */
  initial: BuddyFormInput;
  /** Absent when there is no buddy yet (the form is then all the card shows). */
  onCancel?: () => void;
  onSaved: () => void;
  /** Opened by a button: the first field takes the focus. */
  focusFirst: boolean;
}

const FIELDS = ['firstName', 'phoneNumber', 'shareTaskWords'] as const;

/** First name, phone and whether buddy texts name the task; saving asks a new or changed buddy for consent. */
export function BuddyForm({ profile, initial, onCancel, onSaved, focusFirst }: BuddyFormProps) {
  const form = useForm<BuddyFormInput, unknown, BuddyFormValues>({
    resolver: zodResolver(BuddyFormSchema),
    defaultValues: initial,
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = form;
  const save = useSetBuddy();
  const helpId = useId();
  const shareHelpId = useId();
  const changing = profile.buddy !== undefined;

  useEffect(() => {
    if (focusFirst) setFocus('firstName');
  }, [focusFirst, setFocus]);

  const onSave = (values: BuddyFormValues) => {
    if (save.isPending) return;
    if (values.phoneNumber === profile.phoneNumber) {
      setError('phoneNumber', { type: 'own', message: 'That is your own number: your buddy must be someone else.' });
      return;
    }
    const before = profile.buddy;
    save.mutate(values, {
      onSuccess: (saved) => {
        toast.dismissErrors();
        const buddy = saved.buddy;
        const asked = buddy?.status === 'asked' && buddy.askedAt !== before?.askedAt;
        if (asked)
          toast.success(
            'Buddy saved',
            `We texted ${buddy.firstName} to ask. Nothing more goes to them until they reply YES.`,
          );
        else toast.success('Buddy saved');
        onSaved();
      },
      onError: (error) => {
        toast.error('Failed to save buddy', failureDescription(error));
        showFieldIssues(error, FIELDS, setError);
      },
    });
  };

  const field = (name: 'firstName' | 'phoneNumber') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, fullWidth: true, required: true, error: !!errors[name] };
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSave)}
      aria-label="Accountability buddy"
      aria-describedby={helpId}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography id={helpId} variant="body2" color="text.secondary">
        Your buddy gets one text asking them to agree, and must reply YES: nothing more is sent to them until then, and
        no answer within {BUDDY_ANSWER_DAYS} days means no. After that, when a reminder set to “Tell my buddy if I
        ignore it” goes unanswered all day, they get one text:{' '}
        {`"NagText: ${profile.firstName} hasn't done 'Gym' yet today. A nudge from you might help."`} Buddy texts never
        say anything else about you, and your buddy can reply STOP at any time.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="First name"
          autoComplete="off"
          {...field('firstName')}
          helperText={
            errors.firstName?.message ??
            `Used in the texts to them and to you: letters, spaces, hyphens and apostrophes, up to ${BUDDY_FIRST_NAME_MAX_LENGTH}.`
          }
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="off"
          placeholder="(555) 123-4567"
          {...field('phoneNumber')}
          helperText={
            errors.phoneNumber?.message ?? 'Their mobile number. Outside the US, start with + and the country code.'
          }
        />
      </Box>
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
      {changing && (
        <Typography variant="body2">
          A changed name or number is asked again: they get the consent text and must reply YES. Changing only “Share
          the task’s words” asks no one.
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Buddy'}
        </Button>
      </Box>
    </Box>
  );
}

/** The fields for a buddy being changed (the number as people write it), or empty ones for a new buddy. */
export const buddyFormValues = (buddy: Profile['buddy'] | undefined): BuddyFormInput =>
  buddy
    ? { firstName: buddy.firstName, phoneNumber: formatPhone(buddy.phoneNumber), shareTaskWords: buddy.shareTaskWords }
    : { firstName: '', phoneNumber: '', shareTaskWords: false };
