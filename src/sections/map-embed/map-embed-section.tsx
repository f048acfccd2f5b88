import Box from '@mui/material/Box';
import { SectionHeading } from '../../components/section-heading';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';

/** A keyless Google map, loaded lazily in a frame of fixed height, so the page never shifts around it. */
export default function MapEmbedSection({ section, index }: SectionComponentProps<'map-embed'>) {
  const headingId = section.heading ? headingIdFor(section.id) : undefined;
  return (
    <SectionShell id={section.id} labelledBy={headingId} animate={index > 0}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <Box
        component="iframe"
        src={section.embedUrl}
        title={section.title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        sx={(theme) => ({
          display: 'block',
          width: '100%',
          height: 320,
          [theme.breakpoints.up('md')]: { height: 450 },
          border: 0,
          borderRadius: 1.5,
          bgcolor: theme.palette.grey[100],
        })}
      />
    </SectionShell>
  );
}
