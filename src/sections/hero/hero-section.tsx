import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { brandGradient } from '../../components/background-video';
import { ButtonRow } from '../../components/button-link';
import { SectionShell, headingIdFor } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { HeroBackdrop } from './hero-backdrop';
import { HeroBreadcrumb } from './hero-breadcrumb';

const minHeights = {
  compact: { xs: 260, md: 300 },
  large: { xs: 400, md: 480 },
  full: 'max(560px, 100svh)',
} as const;

/** A page header: the page's only level-1 heading over an image, a video or the brand gradient. */
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
          background: brandGradient,
          color: 'common.white',
        }}
      >
        <HeroBackdrop background={section.background} />
        <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 6, md: 8 } }}>
          <Box sx={{ maxWidth: 760 }}>
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
        </Container>
      </Box>
    </SectionShell>
  );
}
