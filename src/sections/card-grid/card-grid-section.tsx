import Box from '@mui/material/Box';
import { SectionHeading } from '../../components/section-heading';
import { SectionShell, headingIdFor } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { Card } from './card';

/** A heading block over a grid of equal-height cards: 1 column on phones, 2 on tablets, `columns` on desktop. */
export default function CardGridSection({ section, index }: SectionComponentProps<'card-grid'>) {
  const headingId = headingIdFor(section.id);
  const onDark = section.tone === 'dark';
  return (
    <SectionShell id={section.id} animate={index > 0} tone={section.tone} labelledBy={section.heading ? headingId : undefined}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} onDark={onDark} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: `repeat(${section.columns}, minmax(0, 1fr))`,
          },
        }}
      >
        {section.cards.map((card, cardIndex) => (
          <Card
            key={card.anchor ?? `${cardIndex}-${card.title}`}
            card={card}
            titleId={`${section.id}-card-${cardIndex + 1}`}
            onDark={onDark}
            priority={index === 0}
          />
        ))}
      </Box>
    </SectionShell>
  );
}
