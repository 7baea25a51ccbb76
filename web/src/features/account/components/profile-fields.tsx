import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import type { ProfileFormInput, ProfileFormValues } from '../profile-form-schema';

/** Shown, not offered for typing: a quiet fill and outline tell it apart from the editable form. */
const READ_ONLY_LOOK = {
  '& .MuiOutlinedInput-root': { bgcolor: 'action.hover' },
  '& .MuiOutlinedInput-root .MuiOutlinedInput-notchedOutline, & .MuiOutlinedInput-root:hover .MuiOutlinedInput-notchedOutline':
    { borderColor: 'divider' },
} as const;

interface ProfileFieldsProps {
  form: UseFormReturn<ProfileFormInput, unknown, ProfileFormValues>;
  readOnly: boolean;
  /** Under the phone number: what happens to a changed number, or which number awaits its code. */
  phoneHint?: string;
}

/** First Name, Last Name, Email, Phone Number: read-only until "Edit Profile". */
export function ProfileFields({ form, readOnly, phoneHint }: ProfileFieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const field = (name: keyof ProfileFormInput, helper?: string) => {
    const { ref, ...rest } = register(name);
    return {
      ...rest,
      inputRef: ref,
      fullWidth: true,
      required: !readOnly,
      error: !!errors[name],
      helperText: errors[name]?.message ?? helper,
      slotProps: { input: { readOnly } },
      sx: readOnly ? READ_ONLY_LOOK : undefined,
    };
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
      </Box>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Phone Number" type="tel" autoComplete="tel" {...field('phoneNumber', phoneHint)} />
    </Box>
  );
}
