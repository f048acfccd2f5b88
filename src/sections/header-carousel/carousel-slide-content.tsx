import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { SectionOfType } from '../../../schemas/section';
import { ButtonRow } from '../../components/button-link';

type Slide = SectionOfType<'header-carousel'>['slides'][number];

/** One slide's text. The first slide's headline is the page's level-1 heading; the others are level 2. */
export function CarouselSlideContent({ slide, isFirst }: { slide: Slide; isFirst: boolean }) {
  return (
    <Container maxWidth="lg" sx={{ minHeight: 'inherit', display: 'flex', alignItems: 'center', pt: { xs: 8, md: 10 }, pb: { xs: 12, md: 14 } }}>
      <Box sx={{ maxWidth: 820, color: 'common.white' }}>
        {slide.eyebrow ? (
          <Typography variant="overline" component="p" sx={{ opacity: 0.9 }}>
            {slide.eyebrow}
          </Typography>
        ) : null}
        <Typography variant="h1" component={isFirst ? 'h1' : 'h2'}>
          {slide.heading}
        </Typography>
        {slide.text ? (
          <Typography variant="body1" sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.25rem' } }}>
            {slide.text}
          </Typography>
        ) : null}
        {/* Three slides share the spec's "Learn More" label: each link's name says which slide it belongs to. */}
        <ButtonRow buttons={slide.button ? [slide.button] : undefined} context={slide.heading} />
      </Box>
    </Container>
  );
}
