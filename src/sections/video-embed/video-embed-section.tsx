import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionHeading } from '../../components/section-heading';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { brandColors } from '../../theme/theme';

const embedPermissions = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

/**
 * An external video (YouTube's privacy-enhanced player) in a 16:9 frame. The frame keeps its shape
 * before the player loads, so nothing shifts; the player loads only when scrolled near. A section whose
 * video does not exist yet (no `src`) is left out whole: a heading over an empty or "unavailable"
 * player would announce an unfinished site; `npm run check:launch` lists it for the maintainer.
 */
export default function VideoEmbedSection({ section, index }: SectionComponentProps<'video-embed'>) {
  const headingId = headingIdFor(section.id);
  if (section.src === undefined) return null;
  return (
    <SectionShell id={section.id} tone={section.tone} maxWidth="md" animate={index > 0} labelledBy={section.heading ? headingId : undefined}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <Box component="figure" sx={{ m: 0 }}>
        <Box sx={{ aspectRatio: '16 / 9', width: '100%', borderRadius: 2, overflow: 'hidden', bgcolor: brandColors.navy, boxShadow: 3 }}>
          <Box
            component="iframe"
            src={section.src}
            title={section.title}
            loading="lazy"
            allow={embedPermissions}
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ display: 'block', width: '100%', height: '100%', border: 0 }}
          />
        </Box>
        {section.caption ? (
          <Typography component="figcaption" variant="body2" sx={{ mt: 1.5, textAlign: 'center', color: 'text.secondary' }}>
            {section.caption}
          </Typography>
        ) : null}
      </Box>
    </SectionShell>
  );
}
