import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminLoginRequest } from '@shared/contracts';
import { GoingTo } from '@/components/going-to';
import { paths } from '@/config/paths';
import { storeAdminSession } from '@/lib/auth-state';
import { SESSION_EXPIRED_NOTICE } from '@/lib/session-expired';
import { useSessionExpiredNotice } from '@/lib/use-session-expired-notice';
import { toast } from '@/lib/toast';
import { useAuthState } from '@/lib/use-auth-state';
import { usePageMeta } from '@/lib/use-page-meta';
import { adminLoginErrorText } from '../admin-login-error-text';
import { useAdminLogin } from '../api/admin-login';
import { AdminLoginForm } from '../components/admin-login-form';

export default function AdminLoginPage() {
  usePageMeta('Admin Login', 'Log in to the NagText admin area.');
  const navigate = useNavigate();
  const { adminToken } = useAuthState();
  const login = useAdminLogin();
  const [error, setError] = useState<string | null>(null);
  // Sent here because the server refused the stored session: said until the first log-in attempt.
  const { sessionExpired, dismiss: dismissSessionExpired } = useSessionExpiredNotice();

  const onSubmit = (credentials: AdminLoginRequest) => {
    setError(null);
    dismissSessionExpired();
    login.mutate(credentials, {
      onSuccess: ({ token }) => {
        storeAdminSession(token);
        toast.success('Login successful');
        void navigate(paths.admin.dashboard, { replace: true });
      },
      onError: (err) => setError(adminLoginErrorText(err)),
    });
  };

  if (adminToken) return <GoingTo to={paths.admin.dashboard} label="Opening the admin dashboard" />;

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, sm: 6, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          Admin Login
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          For NagText staff. Log in with your admin username and password.
        </Typography>
        {sessionExpired && (
          <Alert severity="info" sx={{ mb: 2.5 }}>
            {SESSION_EXPIRED_NOTICE}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
            {error}
          </Alert>
        )}
        <AdminLoginForm submitting={login.isPending} onSubmit={onSubmit} />
      </Paper>
    </Container>
  );
}
