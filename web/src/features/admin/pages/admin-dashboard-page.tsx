import BarChartIcon from '@mui/icons-material/BarChart';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PeopleIcon from '@mui/icons-material/People';
import StorageIcon from '@mui/icons-material/Storage';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { ContactMessagesSection } from '../components/contact-messages-section';
import { FailedTextsSection } from '../components/failed-texts-section';
import { HeadlineNumbers } from '../components/headline-numbers';
import { NewestUsersSection } from '../components/newest-users-section';

const QUICK_LINKS = [
  {
    to: paths.admin.stats,
    label: 'Stats',
    description: 'Users, subscriptions, messages and revenue',
    Icon: BarChartIcon,
  },
  {
    to: paths.admin.database,
    label: 'Database',
    description: 'Browse tables and run read-only queries',
    Icon: StorageIcon,
  },
  { to: paths.admin.users, label: 'User Management', description: 'Find, edit or remove accounts', Icon: PeopleIcon },
] as const;

function QuickLinks() {
  return (
    <Box component="nav" aria-label="Quick links">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        {QUICK_LINKS.map(({ to, label, description, Icon }) => (
          <li key={to}>
            <Link
              href={to}
              underline="none"
              color="inherit"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                height: '100%',
                p: { xs: 1.5, sm: 2 },
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
                transition: 'border-color 150ms',
                '&:hover': { borderColor: 'primary.main' },
              }}
            >
              <Icon aria-hidden="true" sx={{ color: 'primary.main', flexShrink: 0 }} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {label}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {description}
                </Typography>
              </Box>
              <ChevronRightIcon aria-hidden="true" sx={{ color: 'text.secondary', flexShrink: 0 }} />
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export default function AdminDashboardPage() {
  usePageMeta(
    'Admin Dashboard',
    'The NagText admin area: headline numbers, newest users, failed texts, contact messages and the admin tools.',
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        Admin Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        The numbers at a glance, who joined, which texts failed, and what visitors wrote.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, mt: 3 }}>
        <HeadlineNumbers />
        <QuickLinks />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <NewestUsersSection />
          <FailedTextsSection />
        </Box>
        <ContactMessagesSection />
      </Box>
    </Container>
  );
}
