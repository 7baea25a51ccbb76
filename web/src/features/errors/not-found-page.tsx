import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '@/lib/use-page-meta';

export default function NotFoundPage() {
  usePageMeta('Page not found', 'The page you are looking for does not exist.');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography
        component="p"
        sx={{ fontSize: { xs: '5rem', md: '7rem' }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
      >
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        Oops! Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button href="/" variant="contained" size="large">
        Return to Home
      </Button>
    </Container>
  );
}
