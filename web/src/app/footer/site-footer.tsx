import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BrandMark } from '@/components/brand-mark';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';

const COLUMNS = [
  {
    heading: 'Links',
    links: [
      { label: 'Home', href: paths.home },
      { label: 'How It Works', href: paths.howItWorks },
      { label: 'Pricing', href: paths.pricing },
    ],
  },
  {
    // Each page is linked once: the spec's footer named Terms and Privacy in both columns.
    heading: 'Legal',
    links: [
      { label: 'Terms of Service', href: paths.terms },
      { label: 'Privacy Policy', href: paths.privacy },
      { label: 'Contact Us', href: paths.contact },
    ],
  },
];

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 6 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 800, fontSize: '1.2rem' }}>
              <Box component="span" sx={{ color: 'primary.main', display: 'flex' }}>
                <BrandMark size={24} />
              </Box>
              {brand.name}
            </Box>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {brand.tagline}
            </Typography>
          </Grid>
          {COLUMNS.map((column) => (
            <Grid
              key={column.heading}
              size={{ xs: 6, md: 3 }}
              component="nav"
              aria-labelledby={`footer-${column.heading}`}
            >
              <Typography id={`footer-${column.heading}`} component="h2" variant="subtitle2" sx={{ mb: 1.5 }}>
                {column.heading}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link href={link.href} color="text.secondary" underline="hover">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 5 }}>
          © {new Date().getFullYear()} {brand.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
