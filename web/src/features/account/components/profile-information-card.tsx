import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Profile } from '@shared/contracts';
import { formatPhone } from '@shared/phone';
import { useUpdateProfile } from '@/api/profile';
import { ApiError } from '@/lib/api-error';
import { failureDescription } from '@/lib/failure-description';
import { needsNewCode } from '@/lib/needs-new-code';
import { forgetCode, pendingCode, rememberCodeSent, secondsUntilResend } from '@/lib/pending-code';
import { toast } from '@/lib/toast';
import { useCountdown } from '@/lib/use-countdown';
import { useRequestPhoneChangeCode } from '../api/verify-phone-request';
import { useVerifyPhoneChange } from '../api/verify-phone-verify';
import { ProfileFormSchema, type ProfileFormInput, type ProfileFormValues } from '../profile-form-schema';
import { showFieldIssues } from '../show-field-issues';
import { unbrokenPhone } from '../unbroken-phone';
import { INVALID_CODE_TITLE, verifyPhoneErrorDescription } from '../verify-phone-error-text';
import { AccountCard } from './account-card';
import { PhoneCodeStep, type PhoneCodeValues } from './phone-code-step';
import { ProfileFields } from './profile-fields';

type Mode = 'view' | 'edit' | 'code';
const NO_CODES: PhoneCodeValues = { code: '', currentNumberCode: '' };
/** The fields a failed code check can name (the request's names, as the server's issues give them). */
const CODE_FIELDS = ['code', 'currentNumberCode'] as const;
type Details = Pick<ProfileFormValues, 'firstName' | 'lastName' | 'email'>;

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;
// The number reads as people write it (+1 415-555-0199); saving normalizes it back, so an unchanged one stays unchanged.
const formValues = (p: Profile): ProfileFormInput => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  phoneNumber: formatPhone(p.phoneNumber),
});
const detailsOf = ({ firstName, lastName, email }: ProfileFormValues): Details => ({ firstName, lastName, email });
const sameDetails = (d: Details, p: Profile) =>
  d.firstName === p.firstName && d.lastName === p.lastName && d.email === p.email;

/**
 * View, then edit. A changed phone number is not saved by "Save Changes": a code goes to the new number and one
 * to the number on file, and the account switches to the new one (with the other fields saved after it) only
 * once both codes are confirmed.
 */
export function ProfileInformationCard({ profile }: { profile: Profile }) {
  const [mode, setMode] = useState<Mode>('view');
  const [pending, setPending] = useState<{ phone: string; details: Details } | null>(null);
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: formValues(profile),
  });
  const codeForm = useForm<PhoneCodeValues>({ defaultValues: NO_CODES });
  const update = useUpdateProfile();
  const requestCode = useRequestPhoneChangeCode();
  const verify = useVerifyPhoneChange();
  const countdown = useCountdown();
  const editButton = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  // Outside editing the fields show what is on file, also when the profile is re-read or saved elsewhere.
  useEffect(() => {
    if (mode === 'view') form.reset(formValues(profile));
  }, [mode, profile, form]);

  // Keyboard users land where the next step starts: the first field, or back on "Edit Profile".
  useEffect(() => {
    if (!moved.current) return;
    if (mode === 'edit') form.setFocus('firstName');
    if (mode === 'view') editButton.current?.focus();
  }, [mode, form]);

  const go = (next: Mode) => {
    moved.current = true;
    setMode(next);
  };

  const leaveEditing = (saved: Profile) => {
    form.reset(formValues(saved));
    codeForm.reset(NO_CODES);
    setPending(null);
    go('view');
  };

  const sendCode = (phone: string, onSent: () => void, failureTitle: string) =>
    requestCode.mutate(phone, {
      onSuccess: (sent) => {
        rememberCodeSent('phone_change', sent);
        countdown.start(sent.resendAfterSeconds);
        toast.dismissErrors();
        toast.success(
          'Verification code sent to your new phone number',
          `And one to ${unbrokenPhone(sent.currentPhoneNumber)}, the number on file: enter both.`,
        );
        onSent();
      },
      onError: (error) => {
        toast.error(failureTitle, failureDescription(error));
        showFieldIssues(error, ['phoneNumber'], form.setError);
        if (error instanceof ApiError && error.body?.retryAfterSeconds) countdown.start(error.body.retryAfterSeconds);
      },
    });

  const saveDetails = (details: Details, onSaved: (saved: Profile) => void) =>
    update.mutate(details, {
      onSuccess: (saved) => {
        toast.success('Profile updated successfully!');
        onSaved(saved);
      },
      onError: (error) => {
        toast.error('Failed to update profile', failureDescription(error));
        showFieldIssues(error, FIELDS, form.setError);
      },
    });

  const onSave = (values: ProfileFormValues) => {
    if (values.phoneNumber === profile.phoneNumber) {
      saveDetails(detailsOf(values), leaveEditing);
      return;
    }
    const toCodeStep = () => {
      setPending({ phone: values.phoneNumber, details: detailsOf(values) });
      codeForm.reset(NO_CODES);
      go('code');
    };
    // Cancelled and saved again with the same new number: the code sent then still works, so no second one.
    const stillValid = pendingCode('phone_change', values.phoneNumber);
    if (stillValid) {
      countdown.start(secondsUntilResend(stillValid));
      toCodeStep();
      return;
    }
    sendCode(values.phoneNumber, toCodeStep, 'Failed to send verification code');
  };

  const onVerify = ({ code, currentNumberCode }: PhoneCodeValues) => {
    if (!pending) return;
    verify.mutate(
      { phoneNumber: pending.phone, code: code.trim(), currentNumberCode: currentNumberCode.trim() },
      {
        onSuccess: (switched) => {
          forgetCode('phone_change');
          toast.dismissErrors();
          toast.success('Phone number updated successfully');
          if (sameDetails(pending.details, switched)) {
            leaveEditing(switched);
            return;
          }
          // The number is saved now; if the other fields fail, they stay in the form to save again.
          setPending(null);
          form.setValue('phoneNumber', formatPhone(switched.phoneNumber));
          go('edit');
          saveDetails(pending.details, leaveEditing);
        },
        onError: (error) => {
          toast.error(INVALID_CODE_TITLE, verifyPhoneErrorDescription(error));
          // Each code the server named is marked where it was typed.
          showFieldIssues(error, CODE_FIELDS, codeForm.setError);
          if (needsNewCode(error)) forgetCode('phone_change');
        },
      },
    );
  };

  const onCancel = () => leaveEditing(profile);
  const busy = update.isPending || requestCode.isPending || verify.isPending;

  return (
    <AccountCard title="Profile Information" subtitle="View and edit your profile information">
      <Box component="form" noValidate onSubmit={form.handleSubmit(onSave)} aria-label="Profile Information">
        <ProfileFields
          form={form}
          readOnly={mode !== 'edit'}
          phoneHint={
            mode === 'edit'
              ? 'A new number is confirmed with a code texted to it and one to your current number. Outside the US, start with + and the country code.'
              : undefined
          }
        />
        {mode === 'view' && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button ref={editButton} variant="contained" onClick={() => go('edit')}>
              Edit Profile
            </Button>
          </Box>
        )}
        {mode === 'edit' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
            <Button onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Saving...' : 'Save Changes'}
            </Button>
          </Box>
        )}
      </Box>
      {mode === 'code' && pending && (
        <Box sx={{ mt: 3 }}>
          <PhoneCodeStep
            phone={pending.phone}
            currentPhone={profile.phoneNumber}
            form={codeForm}
            verifying={verify.isPending || update.isPending}
            secondsLeft={countdown.secondsLeft}
            resending={requestCode.isPending}
            onVerify={onVerify}
            onResend={() =>
              sendCode(pending.phone, () => codeForm.reset(NO_CODES), 'Failed to resend verification code')
            }
            onCancel={onCancel}
          />
        </Box>
      )}
    </AccountCard>
  );
}
