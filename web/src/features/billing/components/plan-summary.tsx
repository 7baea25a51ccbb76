import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { SUBSCRIBE_PLAN } from '../content/subscribe-plan';

/** Basic, its price, the trial (only to someone who can still start it) and what it includes. */
export function PlanSummary({ showTrial }: { showTrial: boolean }) {
  return (
    <>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}
      >
        <Typography id="plan-name" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {SUBSCRIBE_PLAN.name}
        </Typography>
        {showTrial && <Chip label={SUBSCRIBE_PLAN.trial} color="primary" sx={{ fontWeight: 700 }} />}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography
          component="p"
          sx={{ fontWeight: 800, fontSize: { xs: '3rem', sm: '3.5rem' }, lineHeight: 1, letterSpacing: '-0.03em' }}
        >
          {SUBSCRIBE_PLAN.price}
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary', fontSize: '1.125rem', fontWeight: 600 }}>
          {SUBSCRIBE_PLAN.period}
        </Typography>
      </Box>
      <Box
        component="ul"
        aria-label="Included in Basic"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 1.5 }}
      >
        {SUBSCRIBE_PLAN.features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <CheckCircleIcon aria-hidden="true" sx={{ color: 'primary.main', fontSize: '1.25rem', mt: '2px' }} />
            <Typography component="span">{feature}</Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
