import Box from '@mui/material/Box';
import { SectionHeading } from '../../components/section-heading';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { Card } from './card';

/**
 * A heading block over rows of cards: 1 a row on phones, 2 on tablets, `columns` on desktops. Cards
 * in a row share its height, and a last row that is not full is centred (five cards in three columns
 * are three and two), so no empty slot is left at its end.
 */
export default function CardGridSection({ section, index }: SectionComponentProps<'card-grid'>) {
  const headingId = headingIdFor(section.id);
  const onDark = section.tone === 'dark';
  return (
    <SectionShell id={section.id} animate={index > 0} tone={section.tone} labelledBy={section.heading ? headingId : undefined}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} onDark={onDark} />
      <Box
        sx={(theme) => ({
          '--columns': { xs: 1, sm: 2, md: section.columns },
          '--gap': { xs: theme.spacing(3), md: theme.spacing(4) },
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 'var(--gap)',
          '& > *': { flex: '0 0 calc((100% - (var(--columns) - 1) * var(--gap)) / var(--columns))', minWidth: 0 },
        })}
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
