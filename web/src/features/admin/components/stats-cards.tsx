import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import PeopleIcon from '@mui/icons-material/People';
import SmsIcon from '@mui/icons-material/Sms';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminStats } from '@shared/contracts';
import { formatUsd } from '../format-usd';

/** Total Users, Active Subscriptions, Messages Sent, Total Revenue (USD). */
export function StatsCards({ stats }: { stats: AdminStats }) {
  const cards = [
    { label: 'Total Users', value: stats.totalUsers.toLocaleString('en-US'), Icon: PeopleIcon },
    { label: 'Active Subscriptions', value: stats.totalSubscriptions.toLocaleString('en-US'), Icon: CardMembershipIcon },
    { label: 'Messages Sent', value: stats.totalMessages.toLocaleString('en-US'), Icon: SmsIcon },
    { label: 'Total Revenue (USD)', value: formatUsd(stats.totalRevenue), Icon: AttachMoneyIcon },
  ];
  return (
    <Box component="ul" aria-label="Headline numbers" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {cards.map(({ label, value, Icon }) => (
        <Paper component="li" key={label} variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            <Icon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main' }} />
            <Typography variant="body2" component="h2" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
          </Box>
          <Typography sx={{ mt: 1, fontSize: { xs: '1.4rem', sm: '2rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}>{value}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
