import Box from '@mui/material/Box';
import { ButtonRow } from '../../components/button-link';
import { SectionHeading } from '../../components/section-heading';
import { SectionShell, headingIdFor } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { RichTextBlock } from './rich-text-block';

/** Paragraphs and bullet lists under a heading block; on wide screens the blocks flow into `columns` newspaper columns. */
export default function RichTextSection({ section }: SectionComponentProps<'rich-text'>) {
  const headingId = headingIdFor(section.id);
  const onDark = section.tone === 'dark';
  const singleColumn = section.columns === 1;
  return (
    <SectionShell id={section.id} tone={section.tone} labelledBy={section.heading ? headingId : undefined}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} onDark={onDark} />
      <Box
        sx={{
          // One column keeps a readable line length; several columns use the full width.
          maxWidth: singleColumn ? 800 : undefined,
          mx: 'auto',
          columnCount: { xs: 1, md: section.columns },
          columnGap: { md: 6 },
        }}
      >
        {section.blocks.map((block, blockIndex) => (
          <RichTextBlock key={blockIndex} block={block} onDark={onDark} />
        ))}
      </Box>
      {section.buttons?.length ? (
        <Box sx={{ maxWidth: singleColumn ? 800 : undefined, mx: 'auto' }}>
          <ButtonRow buttons={section.buttons} align={singleColumn ? 'flex-start' : 'center'} />
        </Box>
      ) : null}
    </SectionShell>
  );
}
