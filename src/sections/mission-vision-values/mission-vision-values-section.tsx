import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionHeading } from '../../components/section-heading';
import { SectionShell, headingIdFor } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { IconBadge, StatementCard } from './statement-card';

type Statement = SectionComponentProps<'mission-vision-values'>['section']['mission'];
type HeadingLevel = 'h2' | 'h3';

function StatementColumn({ statement, level }: { statement: Statement; level: HeadingLevel }) {
  return (
    <StatementCard>
      {statement.icon ? <IconBadge name={statement.icon} /> : null}
      <Typography variant="h3" component={level}>
        {statement.heading}
      </Typography>
      <Typography variant="body1" sx={{ color: 'text.secondary' }}>
        {statement.text}
      </Typography>
    </StatementCard>
  );
}

/**
 * Mission, vision and values side by side (stacked on phones). Column headings sit one level under
 * the section heading: h3 under an h2, or h2 when the section has no heading of its own.
 */
export default function MissionVisionValuesSection({ section, index }: SectionComponentProps<'mission-vision-values'>) {
  const headingId = headingIdFor(section.id);
  const level: HeadingLevel = section.heading ? 'h3' : 'h2';
  return (
    <SectionShell id={section.id} animate={index > 0} labelledBy={section.heading ? headingId : undefined}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <StatementColumn statement={section.mission} level={level} />
        <StatementColumn statement={section.vision} level={level} />
        <StatementCard>
          <Typography variant="h3" component={level}>
            {section.values.heading}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
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
