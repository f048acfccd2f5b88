import Box from '@mui/material/Box';
import { LogoTile } from '../../components/logo-tile';
import { SectionHeading } from '../../components/section-heading';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';

const gapPx = 20;
const logoMaxWidthPx = 260;

/**
 * A heading block over a grid of logos, centred: one per row on phones, two on tablets, three from
 * 900 px, so every tile is wide enough to show its logo at least at the logo's own size and the text
 * drawn in it stays legible (two on a phone scaled the divisions' tag lines down to 8 px).
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
              xs: '0 0 100%',
              sm: `0 0 calc((100% - ${gapPx}px) / 2)`,
              md: `0 0 calc((100% - ${2 * gapPx}px) / 3)`,
            },
          },
          // At least their own size (the division logos are 216 × 56, with a 13 px line under the name), larger where the tile allows.
          '& > li img': { maxWidth: logoMaxWidthPx, maxHeight: 80 },
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
