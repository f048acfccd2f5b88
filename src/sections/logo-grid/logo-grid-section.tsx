import Box from '@mui/material/Box';
import { LogoTile } from '../../components/logo-tile';
import { SectionHeading } from '../../components/section-heading';
import { SectionShell, headingIdFor } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';

const gapPx = 20;

/**
 * A heading block over a grid of logos, centred: two per row on phones, three from tablets up, so a
 * logo's name stays legible (six in a row made each logo a small chip in a large card).
 */
export default function LogoGridSection({ section, index }: SectionComponentProps<'logo-grid'>) {
  const headingId = headingIdFor(section.id);
  return (
    <SectionShell id={section.id} tone={section.tone} animate={index > 0} labelledBy={section.heading ? headingId : undefined}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: `${gapPx}px`,
          '& > li': {
            flex: {
              xs: `0 0 calc((100% - ${gapPx}px) / 2)`,
              sm: `0 0 calc((100% - ${2 * gapPx}px) / 3)`,
            },
          },
        }}
      >
        {section.logos.map((logo) => (
          <li key={logo.name}>
            <LogoTile logo={logo} />
          </li>
        ))}
      </Box>
    </SectionShell>
  );
}
