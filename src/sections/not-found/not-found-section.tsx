import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ButtonRow } from '../../components/button-link';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';

/** The body of the not-found page. The page has no hero, so this section carries the page's h1. */
export default function NotFoundSection({ section, index }: SectionComponentProps<'not-found'>) {
  const headingId = headingIdFor(section.id);
  return (
    <SectionShell id={section.id} animate={index > 0} labelledBy={headingId} maxWidth="md">
      <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 } }}>
        <Typography
          component="p"
          aria-hidden="true"
          sx={(theme) => ({
            m: 0,
            fontSize: 'clamp(5rem, 18vw, 10rem)',
            fontWeight: 800,
            lineHeight: 1,
            letterSpacing: '-0.04em',
            color: theme.palette.secondary.main,
            // Faded, but still 3.2:1 on white: the contrast large text needs (WCAG 1.4.3; axe checks it
            // even though screen readers skip it).
            opacity: 0.75,
            userSelect: 'none',
          })}
        >
          {section.code}
        </Typography>
        <Typography id={headingId} variant="h1" component="h1" sx={{ mt: 2, mb: 2 }}>
          {section.heading}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', fontSize: '1.1rem', maxWidth: 560, mx: 'auto' }}>
          {section.text}
        </Typography>
        <ButtonRow buttons={section.buttons} align="center" />
      </Box>
    </SectionShell>
  );
}
