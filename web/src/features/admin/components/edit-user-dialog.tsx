import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DialogActionButtons } from '@/components/dialog-action-buttons';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { AdminUpdateUserRequest, AdminUser } from '@shared/contracts';
import { roleLabel } from '../status-labels';
import { timeZoneChoices } from '@/components/time-zone-choices';

type Values = Required<
  Pick<AdminUpdateUserRequest, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'timezone' | 'role' | 'isActive'>
>;
export type EditUserIssues = Partial<Record<keyof Values, string>>;

interface EditUserDialogProps {
  user: AdminUser;
  saving: boolean;
  /** The server's objections to the last save, by field. */
  issues: EditUserIssues;
  onSave: (values: Values) => void;
  onClose: () => void;
}

/**
 * Names, email, phone, time zone (the zones users choose from themselves, plus the user's own if it is another),
 * role and the active switch; no checks in the browser: the server's answers show under the fields.
 */
export function EditUserDialog({ user, saving, issues, onSave, onClose }: EditUserDialogProps) {
  const titleId = useId();
  const [values, setValues] = useState<Values>({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    timezone: user.timezone,
    role: user.role,
    isActive: user.isActive,
  });
  const zones = useMemo(() => timeZoneChoices(user.timezone), [user.timezone]);
  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phoneNumber', label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={!!issues[name]}
      helperText={issues[name]}
      fullWidth
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Edit User</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {text('firstName', 'First Name')}
            {text('lastName', 'Last Name')}
          </Box>
          {text('email', 'Email', 'email')}
          {text('phoneNumber', 'Phone Number', 'tel')}
          <TimeZoneSelect
            value={values.timezone}
            onChange={(event) => set('timezone', event.target.value)}
            error={issues.timezone}
            zones={zones}
            helperText="Their reminders and quiet hours follow this time zone."
          />
          <Box
            sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'center' }}
          >
            <TextField
              select
              label="Role"
              value={values.role}
              onChange={(event) => set('role', event.target.value as Values['role'])}
              error={!!issues.role}
              helperText={issues.role}
              fullWidth
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="user">{roleLabel('user')}</option>
              <option value="admin">{roleLabel('admin')}</option>
            </TextField>
            <FormControlLabel
              control={<Switch checked={values.isActive} onChange={(event) => set('isActive', event.target.checked)} />}
              label={values.isActive ? 'Active' : 'Inactive'}
            />
          </Box>
        </DialogContent>
        <DialogActionButtons
          primary={
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          }
          secondary={
            <Button onClick={onClose} disabled={saving}>
              Cancel
            </Button>
          }
        />
      </Box>
    </Dialog>
  );
}
