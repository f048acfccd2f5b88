import Box from '@mui/material/Box';
import { ButtonRow } from '../../components/button-link';
import { SectionHeading } from '../../components/section-heading';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { RichTextBlock } from './rich-text-block';

/**
 * Paragraphs and bullet lists under a heading block; on wide screens the blocks sit side by side in
 * `columns` columns, wrapping into rows when there are more. A grid rather than CSS multi-column,
 * whose balancing can leave a column empty when blocks may not break.
 */
export default function RichTextSection({ section, index }: SectionComponentProps<'rich-text'>) {
  const headingId = headingIdFor(section.id);
  const onDark = section.tone === 'dark';
  const columns = Math.min(section.columns, section.blocks.length);
  const singleColumn = columns === 1;
  return (
    <SectionShell id={section.id} animate={index > 0} tone={section.tone} labelledBy={section.heading ? headingId : undefined}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} onDark={onDark} />
      <Box
        sx={{
          // One column keeps a readable line length; several columns use the full width.
          maxWidth: singleColumn ? 800 : undefined,
          mx: 'auto',
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${columns}, minmax(0, 1fr))` },
          alignItems: 'start',
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
