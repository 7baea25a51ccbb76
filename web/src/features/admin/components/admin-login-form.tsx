import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { AdminLoginRequest } from '@shared/contracts';
import { PasswordField } from './password-field';

interface AdminLoginFormProps {
  submitting: boolean;
  onSubmit: (credentials: AdminLoginRequest) => void;
}

export function AdminLoginForm({ submitting, onSubmit }: AdminLoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginRequest>({
    resolver: zodResolver(AdminLoginRequest),
    defaultValues: { username: '', password: '' },
  });
  const username = register('username');
  const password = register('password');

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        {...username}
        inputRef={username.ref}
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        required
        fullWidth
        error={!!errors.username}
        helperText={errors.username?.message}
      />
      <PasswordField
        {...password}
        ref={password.ref}
        label="Password"
        autoComplete="current-password"
        required
        error={!!errors.password}
        helperText={errors.password?.message}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting}>
        {submitting ? 'Logging in...' : 'Log In'}
      </Button>
    </Box>
  );
}
