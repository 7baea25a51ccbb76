import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PeopleIcon from '@mui/icons-material/People';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import SmsIcon from '@mui/icons-material/Sms';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AdminStats } from '@shared/contracts';
import { formatUsd } from '../format-usd';
import { MESSAGES_SENT, MESSAGES_SENT_MEANING } from '../messages-sent';

/**
 * Total Users, Active Subscriptions, Joined People (the live links of people to users' reminders), Messages Sent, Calls,
 * Total Revenue (USD); under them, what Messages Sent counts.
 */
export function StatsCards({ stats }: { stats: AdminStats }) {
  const meaningId = useId();
  const cards = [
    { label: 'Total Users', value: stats.totalUsers.toLocaleString('en-US'), Icon: PeopleIcon },
    {
      label: 'Active Subscriptions',
      value: stats.totalSubscriptions.toLocaleString('en-US'),
      Icon: CardMembershipIcon,
    },
    { label: 'Joined People', value: stats.totalJoinedPeople.toLocaleString('en-US'), Icon: GroupAddIcon },
    { label: MESSAGES_SENT, value: stats.totalMessages.toLocaleString('en-US'), Icon: SmsIcon, describedBy: meaningId },
    { label: 'Calls', value: stats.totalCalls.toLocaleString('en-US'), Icon: PhoneInTalkIcon },
    { label: 'Total Revenue (USD)', value: formatUsd(stats.totalRevenue), Icon: AttachMoneyIcon },
  ];
  return (
    <Box>
      <Box
        component="ul"
        aria-label="Headline numbers"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
        }}
      >
        {cards.map(({ label, value, Icon, describedBy }) => (
          <Paper
            component="li"
            key={label}
            variant="outlined"
            aria-describedby={describedBy}
            sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
              <Icon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main' }} />
              <Typography variant="body2" component="h2" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
            </Box>
            <Typography
              sx={{ mt: 1, fontSize: { xs: '1.4rem', sm: '2rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Typography id={meaningId} variant="body2" color="text.secondary" sx={{ mt: 1.25 }}>
        {MESSAGES_SENT_MEANING}
      </Typography>
    </Box>
  );
}
