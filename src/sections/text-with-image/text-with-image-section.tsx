import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ButtonRow } from '../../components/button-link';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { CheckList } from './check-list';
import { FramedImage } from './framed-image';

/**
 * Text beside an image: two columns from tablets up, stacked on phones. The text comes first in the
 * document (and on phones); on wide screens the image moves to the side the content asks for.
 */
export default function TextWithImageSection({ section, index }: SectionComponentProps<'text-with-image'>) {
  const headingId = headingIdFor(section.id);
  const imageLeft = section.imagePosition === 'left';
  return (
    <SectionShell id={section.id} tone={section.tone} animate={index > 0} labelledBy={headingId}>
      <Box
        sx={{
          display: 'grid',
          alignItems: 'center',
          gap: { xs: 5, md: 8 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <div>
          {section.eyebrow ? (
            <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
              {section.eyebrow}
            </Typography>
          ) : null}
          <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 2 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <Typography key={`${paragraphIndex}-${paragraph}`} variant="body1" sx={{ color: 'text.secondary', mt: paragraphIndex > 0 ? 2 : 0 }}>
              {paragraph}
            </Typography>
          ))}
          {section.bullets?.length ? <CheckList items={section.bullets} /> : null}
          <ButtonRow buttons={section.buttons} />
        </div>
        <Box sx={{ order: { md: imageLeft ? -1 : 0 } }}>
          <FramedImage image={section.image} badge={section.badge} badgeSide={imageLeft ? 'right' : 'left'} priority={index === 0} />
        </Box>
      </Box>
    </SectionShell>
  );
}
