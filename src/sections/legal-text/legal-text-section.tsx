import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { formatLongDate } from '../../format/format-long-date';
import { legalTextMessages } from '../../messages/legal-text-messages';
import { LegalContents } from './legal-contents';
import { LegalPart } from './legal-part';
import { partAnchors } from './part-anchors';

/** Below this many parts a document is short enough to read without a table of contents. */
const MIN_PARTS_FOR_CONTENTS = 3;

/** Long-form legal text (the privacy policy) in a centred column of at most 800 px, under its 'Last Updated' line. */
export default function LegalTextSection({ section, index }: SectionComponentProps<'legal-text'>) {
  const anchors = partAnchors(section.sections);
  const entries = section.sections.map((part, partIndex) => ({ part, anchor: anchors[partIndex] ?? part.heading }));
  return (
    <SectionShell id={section.id} animate={index > 0}>
      <Box component="article" sx={{ maxWidth: 800, mx: 'auto' }}>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, mb: 3 }}>
          <time dateTime={section.lastUpdated}>{`${legalTextMessages.lastUpdated}: ${formatLongDate(section.lastUpdated)}`}</time>
        </Typography>
        {section.intro?.map((paragraph, paragraphIndex) => (
          <Typography key={paragraphIndex} variant="body1" sx={{ mb: 2, fontSize: '1.05rem' }}>
            {paragraph}
          </Typography>
        ))}
        {entries.length >= MIN_PARTS_FOR_CONTENTS ? (
          <LegalContents id={`${section.id}-contents`} entries={entries.map(({ part, anchor }) => ({ anchor, heading: part.heading }))} />
        ) : null}
        {entries.map(({ part, anchor }) => (
          <LegalPart key={anchor} part={part} anchor={anchor} />
        ))}
      </Box>
    </SectionShell>
  );
}
