import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BASIC_PLAN } from '../content/basic-plan';

/** The Basic plan as the pricing page sells it (a 7-day trial, the pricing page's own wording; checkout gives 14 days). */
export function PlanCard() {
  return (
    <Box
      sx={{
        maxWidth: 480,
        mx: 'auto',
        p: { xs: 3, sm: 5 },
        borderRadius: 5,
        bgcolor: 'background.paper',
        border: 2,
        borderColor: 'primary.main',
        boxShadow: '0 24px 48px -24px rgba(0, 0, 0, 0.25)',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography id="plan-heading" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {BASIC_PLAN.name}
        </Typography>
        <Chip label="7-day free trial" color="primary" sx={{ fontWeight: 700 }} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography
          component="p"
          sx={{ fontWeight: 800, fontSize: { xs: '3.25rem', sm: '3.75rem' }, lineHeight: 1, letterSpacing: '-0.03em' }}
        >
          {BASIC_PLAN.price}
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary', fontSize: '1.125rem', fontWeight: 600 }}>
          {BASIC_PLAN.period}
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{BASIC_PLAN.perDay}, billed monthly in USD.</Typography>
      <Button
        component={RouterLink}
        to={paths.signup}
        variant="contained"
        size="large"
        fullWidth
        disableElevation
        sx={{ mt: 4, py: 1.5, flexDirection: 'column', lineHeight: 1.3, textAlign: 'center' }}
      >
        <Box component="span" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
          Start Your 7-Day Free Trial
        </Box>
        <Box component="span" sx={{ fontWeight: 500, fontSize: '0.8125rem', textTransform: 'none' }}>
          No credit card required for trial
        </Box>
      </Button>
      <Divider sx={{ my: 4 }} />
      <Typography component="h3" sx={{ fontWeight: 700, mb: 2 }}>
        Everything included
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {BASIC_PLAN.features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <CheckCircleIcon aria-hidden="true" sx={{ color: 'primary.main', fontSize: '1.25rem', mt: '2px' }} />
            <Typography component="span">{feature}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
