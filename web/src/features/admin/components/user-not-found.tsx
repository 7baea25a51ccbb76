import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Container from '@mui/material/Container';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { AdminPageHeading } from './admin-page-heading';

/** The spec's "User not found" (the user-detail pages when no user has the id), with the way back to the list. */
export function UserNotFound() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <AdminPageHeading
        title="User not found"
        actions={
          <Button href={paths.admin.users} startIcon={<ArrowBackIcon />} variant="outlined">
            Back
          </Button>
        }
      />
      <Typography color="text.secondary">No user has this id. They may have been deleted.</Typography>
    </Container>
  );
}
