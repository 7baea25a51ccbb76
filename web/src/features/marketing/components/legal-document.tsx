import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED } from '../content/legal-last-updated';
import { PageHeader } from './page-header';

export interface LegalSection {
  /** Fragment id, so a section can be linked (for example /privacy#your-choices). */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** A long legal page: h1, "Last updated", a table of contents on wide screens, one h2 per section. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <>
      <PageHeader title={title} subtitle={`Last updated: ${LEGAL_LAST_UPDATED}`} />
      <Container maxWidth="lg" sx={{ pb: { xs: 8, md: 12 } }}>
        <Grid container spacing={{ xs: 4, md: 8 }}>
          <Grid size={{ xs: 12, md: 3 }} sx={{ display: { xs: 'none', md: 'block' } }}>
            <Box component="nav" aria-label="On this page" sx={{ position: 'sticky', top: 96 }}>
              <Typography component="p" variant="overline" sx={{ color: 'text.secondary', fontWeight: 700 }}>
                On this page
              </Typography>
              <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
                {sections.map((section) => (
                  <li key={section.id}>
                    <Link
                      href={`#${section.id}`}
                      underline="hover"
                      sx={{ color: 'text.secondary', fontSize: '0.9375rem' }}
                    >
                      {section.title}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 9 }}>
            <Box
              sx={{
                maxWidth: 760,
                '& p': { mb: 2, lineHeight: 1.75, color: 'text.secondary' },
                '& ul': { pl: 3, mt: 0, mb: 2, color: 'text.secondary' },
                '& li': { mb: 1, lineHeight: 1.7 },
                '& strong': { color: 'text.primary' },
              }}
            >
              <Box sx={{ fontSize: '1.0625rem' }}>{intro}</Box>
              {sections.map((section, i) => (
                <Box component="section" key={section.id} aria-labelledby={section.id} sx={{ mt: 5 }}>
                  <Typography
                    id={section.id}
                    variant="h5"
                    component="h2"
                    sx={{ fontWeight: 700, mb: 2, scrollMarginTop: 88, color: 'text.primary' }}
                  >
                    {`${i + 1}. ${section.title}`}
                  </Typography>
                  {section.body}
                </Box>
              ))}
            </Box>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
