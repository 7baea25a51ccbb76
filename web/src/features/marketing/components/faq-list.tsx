import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Faq } from '../content/faqs';

/** FAQ accordions; each question is an h3 (MUI wraps summaries in a heading), under the section's h2. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      {faqs.map((faq) => (
        <Accordion
          key={faq.question}
          disableGutters
          elevation={0}
          sx={{
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            mb: 1.5,
            '&::before': { display: 'none' },
            '&:first-of-type, &:last-of-type': { borderRadius: 3 },
          }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            sx={{
              px: { xs: 2, sm: 3 },
              py: 0.5,
              borderRadius: 3,
            }}
          >
            <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.0625rem' }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pb: 2.5, pt: 0 }}>
            <Typography sx={{ color: 'text.secondary' }}>{faq.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
