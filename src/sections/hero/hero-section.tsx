import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { accentGradient } from '../../components/background-video';
import { ButtonRow } from '../../components/button-link';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { HeroBackdrop, HeroIllustration } from './hero-backdrop';
import { HeroBreadcrumb } from './hero-breadcrumb';

const minHeights = {
  compact: { xs: 260, md: 300 },
  large: { xs: 400, md: 480 },
  full: 'max(560px, 100svh)',
} as const;

/**
 * A page header: the page's only level-1 heading over a photograph, a video or the brand gradient
 * (tinted towards the page's accent), or beside an illustration in a frame.
 */
export default function HeroSection({ section, index }: SectionComponentProps<'hero'>) {
  const headingId = headingIdFor(section.id);
  return (
    <SectionShell id={section.id} tone="dark" fullBleed animate={index > 0} labelledBy={headingId}>
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          minHeight: minHeights[section.size],
          background: accentGradient(section.accent),
          color: 'common.white',
        }}
      >
        <HeroBackdrop background={section.background} accent={section.accent} />
        <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 6, md: 8 }, display: 'flex', alignItems: 'center', gap: { md: 6 } }}>
          <Box sx={{ maxWidth: 760, flex: '1 1 auto' }}>
            {section.breadcrumb ? <HeroBreadcrumb crumbs={section.breadcrumb} /> : null}
            {section.eyebrow ? (
              <Typography variant="overline" component="p" sx={{ color: 'common.white', opacity: 0.9 }}>
                {section.eyebrow}
              </Typography>
            ) : null}
            <Typography id={headingId} variant="h1" component="h1">
              {section.heading}
            </Typography>
            {section.text ? (
              <Typography variant="body1" sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.2rem' } }}>
                {section.text}
              </Typography>
            ) : null}
            <ButtonRow buttons={section.buttons} />
          </Box>
          {section.background && 'illustration' in section.background ? <HeroIllustration image={section.background.illustration} /> : null}
        </Container>
      </Box>
    </SectionShell>
  );
}
