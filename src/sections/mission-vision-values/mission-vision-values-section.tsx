import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionHeading } from '../../components/section-heading';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { IconBadge, StatementCard } from './statement-card';

type Statement = SectionComponentProps<'mission-vision-values'>['section']['mission'];
type HeadingLevel = 'h2' | 'h3';

function StatementColumn({ statement, level, area }: { statement: Statement; level: HeadingLevel; area: 'mission' | 'vision' }) {
  return (
    <StatementCard area={area}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start', gap: { xs: 2, md: 3 } }}>
        {statement.icon ? <IconBadge name={statement.icon} /> : null}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h3" component={level}>
            {statement.heading}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary' }}>
            {statement.text}
          </Typography>
        </Box>
      </Box>
    </StatementCard>
  );
}

/**
 * Mission and vision side by side, the values below them across the full width with the values in
 * columns (all stacked on phones): three equal columns stretched the two short statements to the
 * height of the values list, leaving large empty bottoms. From 900 px a statement's icon stands beside
 * its text, and the shorter statement is centred in its card (the row gives both cards one height), so
 * neither looks stretched. Card headings sit one level under the section heading: h3 under an h2, or h2 when
 * the section has no heading of its own.
 */
export default function MissionVisionValuesSection({ section, index }: SectionComponentProps<'mission-vision-values'>) {
  const headingId = headingIdFor(section.id);
  const level: HeadingLevel = section.heading ? 'h3' : 'h2';
  return (
    <SectionShell id={section.id} animate={index > 0} labelledBy={section.heading ? headingId : undefined}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gridTemplateAreas: { md: '"mission vision" "values values"' },
        }}
      >
        <StatementColumn statement={section.mission} level={level} area="mission" />
        <StatementColumn statement={section.vision} level={level} area="vision" />
        <StatementCard area="values">
          <Typography variant="h3" component={level}>
            {section.values.heading}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: { xs: 1.5, sm: 3 },
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: `repeat(${Math.min(section.values.items.length, 4)}, minmax(0, 1fr))`,
              },
            }}
          >
            {section.values.items.map((value) => (
              <Box component="li" key={value.title} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
                {value.icon ? <IconBadge name={value.icon} size={36} /> : <ValueMarker />}
                <div>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 700, lineHeight: 1.5 }}>
                    {value.title}
                  </Typography>
                  {value.text ? (
                    <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                      {value.text}
                    </Typography>
                  ) : null}
                </div>
              </Box>
            ))}
          </Box>
        </StatementCard>
      </Box>
    </SectionShell>
  );
}

/** A small accent dot for a value without an icon. */
function ValueMarker() {
  return <Box aria-hidden="true" sx={{ width: 10, height: 10, mt: 1, ml: 0.5, mr: 0.5, borderRadius: '50%', bgcolor: 'secondary.main', flexShrink: 0 }} />;
}
