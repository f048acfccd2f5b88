import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { SectionHeading } from '../../components/section-heading';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';

/**
 * A row of headline figures as a definition list: each label is a term and its figure the
 * description, shown big above it (column-reverse), so screen readers read "label: figure". A figure
 * never breaks inside itself ("Tier 1", "ISO 27001"): it scales with the window's width, a column is
 * never narrower than its figure, and figures line up at the top whatever the length of their labels.
 */
export default function StatsSection({ section, index }: SectionComponentProps<'stats'>) {
  const headingId = headingIdFor(section.id);
  const onDark = section.tone === 'dark';
  const count = section.items.length;
  return (
    <SectionShell id={section.id} animate={index > 0} tone={section.tone} labelledBy={section.heading ? headingId : undefined}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} onDark={onDark} />
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: {
            xs: count > 1 ? 'repeat(2, minmax(min-content, 1fr))' : 'minmax(0, 1fr)',
            md: `repeat(${Math.min(count, 3)}, minmax(min-content, 1fr))`,
            lg: `repeat(${count}, minmax(min-content, 1fr))`,
          },
          textAlign: 'center',
        }}
      >
        {section.items.map((item, itemIndex) => (
          <Box key={itemIndex} sx={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end', alignItems: 'center', gap: 1 }}>
            <Box
              component="dt"
              sx={(theme) => ({
                maxWidth: 240,
                fontSize: '1rem',
                lineHeight: 1.4,
                color: onDark ? alpha(theme.palette.common.white, 0.85) : theme.palette.text.secondary,
              })}
            >
              {item.label}
            </Box>
            <Box
              component="dd"
              sx={(theme) => ({
                m: 0,
                // Two columns on a phone: 6.5vw keeps "ISO 27001" within half of a 320 px row.
                fontSize: 'clamp(1.4rem, 6.5vw, 2.75rem)',
                whiteSpace: 'nowrap',
                fontWeight: 800,
                lineHeight: 1.1,
                color: onDark ? theme.palette.warning.main : theme.palette.primary.main,
              })}
            >
              {item.value}
            </Box>
          </Box>
        ))}
      </Box>
    </SectionShell>
  );
}
