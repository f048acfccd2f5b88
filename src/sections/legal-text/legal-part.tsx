import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SectionOfType } from '../../../schemas/section';
import { RichTextBlock } from '../rich-text/rich-text-block';

type LegalPartContent = SectionOfType<'legal-text'>['sections'][number];

type LegalPartProps = { part: LegalPartContent; anchor: string };

/** One part of a legal document: a level-2 heading (the anchor target), paragraphs, bullets, then sub-headed parts. */
export function LegalPart({ part, anchor }: LegalPartProps) {
  const hasBody = Boolean(part.paragraphs?.length || part.bullets?.length);
  return (
    <div>
      <Typography
        id={anchor}
        variant="h3"
        component="h2"
        // Clears the sticky navigation bar when a link lands on this heading.
        sx={{ fontSize: '1.5rem', mt: 6, mb: 2, scrollMarginTop: 104 }}
      >
        {part.heading}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {hasBody ? <RichTextBlock block={{ paragraphs: part.paragraphs, bullets: part.bullets }} /> : null}
        {part.subsections?.map((subsection, subsectionIndex) => (
          <RichTextBlock key={subsectionIndex} block={subsection} />
        ))}
      </Box>
    </div>
  );
}
