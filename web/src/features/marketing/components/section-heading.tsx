import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface SectionHeadingProps {
  /** Short label above the heading, in the accent colour. */
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** The heading level, so each page keeps its headings in order. */
  level?: 'h2' | 'h3';
  align?: 'center' | 'left';
  id?: string;
}

export function SectionHeading({ eyebrow, title, subtitle, level = 'h2', align = 'center', id }: SectionHeadingProps) {
  return (
    <Box
      sx={{
        textAlign: align,
        maxWidth: align === 'center' ? 720 : 'none',
        mx: align === 'center' ? 'auto' : 0,
        mb: { xs: 4, md: 6 },
      }}
    >
      {eyebrow && (
        <Typography
          component="p"
          variant="overline"
          sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.12em', mb: 1 }}
        >
          {eyebrow}
        </Typography>
      )}
      <Typography
        id={id}
        variant="h3"
        component={level}
        sx={{
          fontWeight: 800,
          fontSize: { xs: '1.75rem', sm: '2.125rem', md: '2.5rem' },
          letterSpacing: '-0.02em',
          lineHeight: 1.15,
        }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body1" sx={{ color: 'text.secondary', mt: 2, fontSize: { xs: '1rem', md: '1.125rem' } }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
