import Box from '@mui/material/Box';
import { SectionHeading } from '../../components/section-heading';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { LinkChip } from './link-chip';

/**
 * A short list of related links ("Useful Links") as a centred, wrapping row of chips. It is a
 * navigation landmark named by its heading; the section around it stays unnamed, so screen readers
 * meet one landmark, not two with the same name.
 */
export default function LinkListSection({ section, index }: SectionComponentProps<'link-list'>) {
  const headingId = headingIdFor(section.id);
  return (
    <SectionShell id={section.id} tone={section.tone} animate={index > 0}>
      <Box component="nav" aria-labelledby={section.heading ? headingId : undefined}>
        <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: { xs: 1.5, md: 2 } }}>
          {section.links.map((link) => (
            <li key={`${link.href}-${link.label}`}>
              <LinkChip link={link} onMuted={section.tone === 'muted'} />
            </li>
          ))}
        </Box>
      </Box>
    </SectionShell>
  );
}
